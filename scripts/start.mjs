// `npm start` (the server), `npm run worker` (`node scripts/start.mjs worker`), `npm run files`,
// `npm run admin` and `npm run seed`.
// In production (NODE_ENV=production): the compiled server of `npm run build`, run by node alone;
// nothing is built at start, and a missing build stops it with a clear message. Elsewhere: the
// TypeScript sources through tsx, the web app built first when missing or older than its sources,
// so `npm install && npm start` works on a fresh clone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENTRIES } from './entries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2] ?? 'server';
const entry = Object.hasOwn(ENTRIES, name) ? ENTRIES[name] : undefined;
if (!entry) {
  process.stderr.write(`Unknown entry "${name}": use one of ${Object.keys(ENTRIES).join(', ')}.\n`);
  process.exit(2);
}
// What follows the entry's name is the entry's own arguments.
if (process.argv[2] === name) process.argv.splice(2, 1);
const command = name === 'server' ? 'npm start' : `npm run ${name}`;
const load = (file) => import(pathToFileURL(path.join(root, file)).href);

if (process.env.NODE_ENV === 'production') {
  const needed = [entry.compiled, ...(entry.web ? ['dist/web/index.html'] : [])];
  const missing = needed.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) {
    process.stderr.write(`
Brand Atlas could not start: the build is missing (${missing.join(', ')}).
In production (NODE_ENV=production) \`${command}\` runs the compiled code and builds nothing:
run \`npm run build\` first, on the build machine or in the image.

`);
    process.exit(1);
  }
  process.setSourceMapsEnabled(true);
  await load(entry.compiled);
} else {
  await import('tsx');
  if (entry.web) await load('scripts/ensure-web-build.ts');
  await load(entry.source);
}
