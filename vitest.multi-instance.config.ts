import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config';

if (!process.env.TEST_DATABASE_URL) {
  process.stderr.write(
    'The multi-instance suite is skipped: it needs a PostgreSQL server; set TEST_DATABASE_URL=postgres://… (CI does).\n',
  );
}

/**
 * `npm run test:multi-instance`: several server processes, a worker and a PostgreSQL server
 * (TEST_DATABASE_URL) working as one, and the backup and restore of the whole. Runs the compiled
 * build (`npm run build` first); one file at a time, as each starts processes of its own.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One suite of its own, each file in a fresh process, rather than the projects of `npm test`.
    projects: undefined,
    isolate: true,
    include: ['src/server/multi-instance/**/*.test.ts'],
    exclude: [...configDefaults.exclude],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
