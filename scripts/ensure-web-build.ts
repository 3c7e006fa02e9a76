import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** `npm start` builds the web app only when the build is missing or older than its sources. */
const index = path.resolve('dist/web/index.html');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package.json'];

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
const changedAt = Math.max(...sources.filter((s) => fs.existsSync(s)).map(newestMtime));
if (changedAt > builtAt) {
  process.stdout.write('Building the web app...\n');
  execSync('npm run build --silent', { stdio: 'inherit' });
}
