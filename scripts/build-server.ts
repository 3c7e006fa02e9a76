import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';

/**
 * The page renderer first (src/web/entry-server.tsx → dist/web/.ssr): the server renders the first
 * screen of Brand Discovery and the brand pages with it. Vite builds it with the web app's own
 * configuration, after the web app (whose build empties dist/web).
 */
await viteBuild({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'entry-server.tsx' },
});

/**
 * The server, the worker and the file-store CLI compiled to plain JavaScript in dist/server, so
 * production runs them with node alone (`npm start`, `npm run worker`): our code bundled, the
 * npm packages left to node_modules, the SQL migrations copied beside it (the bundle finds them
 * next to itself, as src/server/db finds them in development).
 */
const OUT = path.resolve('dist/server');
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  worker: 'src/server/analysis/jobs/worker-main.ts',
  files: 'src/server/storage/files-cli.ts',
};

const started = performance.now();
fs.rmSync(OUT, { recursive: true, force: true });
const result = await build({
  entryPoints: SERVER_ENTRIES,
  outdir: OUT,
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
fs.cpSync(path.resolve('src/server/db/migrations'), path.join(OUT, 'migrations'), { recursive: true });
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
process.stdout.write(
  `compiled the server into ${path.relative(process.cwd(), OUT)} (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms\n`,
);
