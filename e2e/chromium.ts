/**
 * How every test and benchmark here launches a browser: Debian's Chromium (nothing is downloaded),
 * without the sandbox (tests run as root in CI), GPU, or any call home. The analyzer's renderer
 * keeps its own, stricter list (src/server/analysis/render/renderer.ts).
 */
export const TEST_CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} as const;
