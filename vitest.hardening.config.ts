import { configDefaults, defineConfig } from 'vitest/config';
import { HARDENING_FILES } from './src/server/hardening/report/sections';
import base from './vitest.config';

/** `npm run test:hardening`: the files of the hardening sections, then one printed report. */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One suite of its own, each file in a fresh process, rather than the projects of `npm test`.
    projects: undefined,
    isolate: true,
    include: HARDENING_FILES,
    exclude: [...configDefaults.exclude],
    reporters: ['default', './src/server/hardening/report/reporter.ts'],
    // Memory figures are taken after a collection, so growth is not hidden garbage.
    execArgv: ['--expose-gc'],
    // One file at a time: its restarts, full disks and dying workers are timed, and each file's
    // memory figures are read with nothing else running beside it.
    maxWorkers: 1,
    testTimeout: 60_000,
  },
});
