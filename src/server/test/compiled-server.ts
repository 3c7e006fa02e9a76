import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRIES } from '../../../scripts/entries.mjs';
import { bundleServer } from '../../../scripts/server-bundle';
import { isProcessAlive } from '../db/data-dir-lock';

/** Inside the repository, so a bundle finds the npm packages it leaves to node_modules. */
const CACHE = fileURLToPath(new URL('../../../node_modules/.cache', import.meta.url));
const PREFIX = 'compiled-server-';

let compiled: Promise<string> | undefined;

/**
 * The path of a production entry (the server, the worker, a CLI) compiled as npm run build
 * compiles it, for a test to start with node alone: a start under tsx spends 2-3 s more
 * resolving the TypeScript sources. Compiled once per test process, into a folder of its own.
 */
export async function compiledEntry(name: keyof typeof ENTRIES): Promise<string> {
  compiled ??= compile();
  return path.join(await compiled, path.basename(ENTRIES[name].compiled));
}

async function compile(): Promise<string> {
  // Test workers are ended without an exit event: each new one removes what ended ones left.
  fs.mkdirSync(CACHE, { recursive: true });
  for (const entry of fs.readdirSync(CACHE))
    if (entry.startsWith(PREFIX) && !isProcessAlive(Number(entry.slice(PREFIX.length))))
      fs.rmSync(path.join(CACHE, entry), { recursive: true, force: true });
  const out = path.join(CACHE, `${PREFIX}${process.pid}`);
  await bundleServer(out);
  return out;
}
