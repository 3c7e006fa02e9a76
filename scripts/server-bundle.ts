import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The processes production runs with node alone: the server, the worker, and the file-store,
 * admin and seeding CLIs.
 */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  worker: 'src/server/analysis/jobs/worker-main.ts',
  files: 'src/server/storage/files-cli.ts',
  admin: 'src/server/account/admin-cli.ts',
  seed: 'src/server/db/seed/cli.ts',
};

/**
 * Compiles the entries to plain JavaScript in `outDir`: our code bundled, the npm packages left to
 * node_modules (so `outDir` must sit inside the repository), the SQL migrations copied beside it
 * (the bundle finds them next to itself, as src/server/db finds them in development). Returns the
 * size of the JavaScript written.
 */
export async function bundleServer(outDir: string): Promise<{ bytes: number }> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
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
