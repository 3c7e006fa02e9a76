import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ENTRIES } from './entries.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Compiles the processes of scripts/entries.mjs to plain JavaScript in `outDir`, each under the
 * name of its compiled file (main.js, worker.js, …): our code bundled, the npm packages left to
 * node_modules (so `outDir` must sit inside the repository), the SQL migrations copied beside it
 * (the bundle finds them next to itself, as src/server/db finds them in development). Returns the
 * size of the JavaScript written.
 */
export async function bundleServer(outDir: string): Promise<{ bytes: number }> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.values(ENTRIES).map((entry) => [
        path.basename(entry.compiled, '.js'),
        path.join(root, entry.source),
      ]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Shared code in chunks beside the entries, so paths taken from import.meta.url stay right.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  return { bytes };
}
