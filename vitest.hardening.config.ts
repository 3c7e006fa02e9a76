import { configDefaults, defineConfig } from 'vitest/config';
import { HARDENING_FILES } from './src/server/hardening/report/sections';
import base from './vitest.config';

/** `npm run test:hardening`: the files of the hardening sections, then one printed report. */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: HARDENING_FILES,
    exclude: [...configDefaults.exclude],
    reporters: ['default', './src/server/hardening/report/reporter.ts'],
    // Memory figures are taken after a collection, so growth is not hidden garbage.
    execArgv: ['--expose-gc'],
    testTimeout: 60_000,
  },
});
