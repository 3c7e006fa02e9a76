import { configDefaults, defineConfig } from 'vitest/config';
import { HARDENING_FILES, TIMED_HARDENING_FILES } from './src/server/hardening/report/sections';
import base, { TIMED_HARDENING_PROJECT } from './vitest.config';

/**
 * `npm run test:hardening`: the files of the hardening sections alone, then one printed report
 * (`npm test` runs them too, among the rest). Two groups, one after the other: first the files
 * that only check answers, two at a time; then the files that time restarts, full disks, dying
 * workers, hostile pages and quotas, or read a process's memory, one at a time with nothing else
 * running beside them.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // The first group: a case that waits out a limit of its own (a lease, a render, a slow body).
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'hardening, two at a time',
          include: HARDENING_FILES.filter((file) => !TIMED_HARDENING_FILES.includes(file)),
          exclude: [...configDefaults.exclude],
          // As in npm test's server project: a worker loads the modules once for its files.
          isolate: false,
          setupFiles: ['src/server/test/each-file.setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      TIMED_HARDENING_PROJECT,
    ],
  },
});
