import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? './data/e2e';
/** The address the admin journeys sign in with; it may claim the first admin role. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs about a fifth of the suite's time in Chromium; a test that fails is
    // retried in CI with its trace recorded, which is the trace worth reading.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The journeys check what a page does, not how it moves: with motion reduced, as the site
    // honours it, Chromium paints no pulses, spinners or fades between the steps (a tenth to a
    // sixth of the suite's time). The home, menu and sign-in journeys keep the motion on
    // (their test.use), and the placeholders' pulse has a test of its own.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: TEST_CHROMIUM.executablePath, args: [...TEST_CHROMIUM.args] },
      },
    },
  ],
  webServer: {
    // A fresh embedded database per run, seeded on start, as a first-time user gets it. The
    // journeys run the build, as production does: the web app and the compiled server of
    // `npm run build` (it starts in 12 s here where the sources through tsx took 19 s).
    command: `rm -rf ${DATA_DIR} && node --enable-source-maps dist/server/main.js`,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      APP_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // The add-brand journey analyses fixture websites served on 127.0.0.1 by the tests.
      ANALYZER_ALLOW_HOSTS: '127.0.0.1',
      // The journeys are written against the static reader; the render stage has its own tests.
      ANALYZER_BROWSER: 'off',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
