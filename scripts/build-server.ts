import path from 'node:path';
import { build as viteBuild } from 'vite';
import { bundleServer } from './server-bundle';

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
 * The server, the worker and the CLIs (files, admin, seed) compiled to plain JavaScript in
 * dist/server, so production runs them with node alone (`npm start`, `npm run worker`, …).
 */
const OUT = path.resolve('dist/server');
const started = performance.now();
const { bytes } = await bundleServer(OUT);
process.stdout.write(
  `compiled the server into ${path.relative(process.cwd(), OUT)} (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms\n`,
);
