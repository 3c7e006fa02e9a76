import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@/domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
      '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The hardening suite (restarts, full disks, hostile files) runs on its own: npm run test:hardening;
    // so do the multi-instance processes: npm run test:multi-instance.
    exclude: [...configDefaults.exclude, 'src/server/hardening/**', 'src/server/multi-instance/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The
    // suite waits on sockets, servers and timers as much as on the processor, so one worker per
    // core (at least two) runs it in two-thirds of the time. Each test file has its own database.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
