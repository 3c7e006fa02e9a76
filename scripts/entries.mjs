// The processes production runs with node alone, by the name `scripts/start.mjs` takes: where
// `npm run build` compiles each (scripts/server-bundle.ts) and the TypeScript source it comes from.
// Plain JavaScript, so start.mjs reads it without tsx.
export const ENTRIES = {
  server: { compiled: 'dist/server/main.js', source: 'src/server/main.ts', web: true },
  worker: {
    compiled: 'dist/server/worker.js',
    source: 'src/server/analysis/jobs/worker-main.ts',
    web: false,
  },
  files: { compiled: 'dist/server/files.js', source: 'src/server/storage/files-cli.ts', web: false },
  admin: { compiled: 'dist/server/admin.js', source: 'src/server/account/admin-cli.ts', web: false },
  seed: { compiled: 'dist/server/seed.js', source: 'src/server/db/seed/cli.ts', web: false },
};
