import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { testFilesUsing } from './src/server/test/service-test-files';
import base, { HARDENING_FOLDER, MULTI_INSTANCE_SUITE } from './vitest.config';

if (!process.env.TEST_DATABASE_URL)
  throw new Error(
    'npm run test:postgres needs TEST_DATABASE_URL=postgres://… (a server it may create databases on)',
  );

/**
 * `npm run test:postgres`: the server's test files that open a test database, on the PostgreSQL
 * server named by TEST_DATABASE_URL. The files that never open one (the embedded database's own
 * tests, start-up, pure rules, the render stage) would only repeat what `npm test` ran.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: [
      {
        extends: true,
        test: {
          name: 'server on PostgreSQL',
          include: testFilesUsing(
            ['TEST_DATABASE_URL'],
            fileURLToPath(new URL('.', import.meta.url)),
            'src/server',
          ),
          // The real-sites corpus scores the analyzer, which reads pages the same whatever the
          // database; npm test holds it to its floor on PGlite, the same PostgreSQL engine.
          exclude: [
            ...configDefaults.exclude,
            // npm test runs the hardening suite, which starts the PostgreSQL servers its faults
            // need; the multi-instance suite has a run of its own.
            HARDENING_FOLDER,
            MULTI_INSTANCE_SUITE,
            'src/server/analysis/test/real-sites/**',
          ],
          isolate: false,
          setupFiles: ['src/server/test/each-file.setup.ts'],
        },
      },
    ],
  },
});
