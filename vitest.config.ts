import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server folders with suites of their own: the hardening suite (restarts, full disks, hostile
 * files: npm run test:hardening) and the multi-instance processes (npm run test:multi-instance).
 */
export const SEPARATE_SERVER_SUITES = ['src/server/hardening/**', 'src/server/multi-instance/**'];

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
          exclude: [...configDefaults.exclude, 'src/web/**', ...SEPARATE_SERVER_SUITES],
          // A worker loads the server's modules once for all the files it runs: each file opens a
          // database and an app of its own, and what a module keeps across files (robots.txt rules,
          // the Node adapter's globals) is settled by the setup file. Loading the modules for every
          // file took 162 s of the suite's 384 (decision 0150).
          isolate: false,
          setupFiles: ['src/server/test/each-file.setup.ts'],
        },
      },
    ],
  },
});
