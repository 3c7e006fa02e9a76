import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { TIMED_HARDENING_FILES } from './src/server/hardening/report/sections';

/** The hardening suite's own folder (its sections also list capability tests from elsewhere). */
export const HARDENING_FOLDER = 'src/server/hardening/**';
/** Several server processes on a build: a suite of their own (npm run test:multi-instance). */
export const MULTI_INSTANCE_SUITE = 'src/server/multi-instance/**';

/**
 * The hardening files that time restarts, full disks, dying workers, hostile pages and quotas, or
 * read a process's memory: they run last, one at a time, each in a fresh process, with nothing
 * else running beside them (decision 0152). The other hardening files only check answers and run
 * with the server's tests.
 */
export const TIMED_HARDENING_PROJECT: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'hardening, one at a time',
    include: [...TIMED_HARDENING_FILES],
    exclude: [...configDefaults.exclude],
    isolate: true,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
    // A case that waits out a limit of its own (a lease, a render, a slow body).
    testTimeout: 60_000,
    // Memory figures are taken after a collection, so growth is not hidden garbage.
    execArgv: ['--expose-gc'],
  },
};

export default defineConfig({
  resolve: {
    alias: {
      '@/domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
      '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The
    // suite waits on sockets, servers and timers as much as on the processor, so one worker per
    // core (at least two) runs it in two-thirds of the time. Each test file has its own database.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // The hardening report, in the order of the requirement, after a run that held its files.
    reporters: ['default', './src/server/hardening/report/reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          // Components keep state in modules (the toasts shown, the parts already loaded): each
          // file loads them afresh.
          isolate: true,
          setupFiles: ['src/web/test/each-file.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server and domain',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, 'src/web/**', MULTI_INSTANCE_SUITE, ...TIMED_HARDENING_FILES],
          // A worker loads the server's modules once for all the files it runs: each file opens a
          // database and an app of its own, and what a module keeps across files (robots.txt rules,
          // the Node adapter's globals) is settled by the setup file. Loading the modules for every
          // file took 162 s of the suite's 384 (decision 0150).
          isolate: false,
          setupFiles: ['src/server/test/each-file.setup.ts'],
        },
      },
      TIMED_HARDENING_PROJECT,
    ],
  },
});
