import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { TEST_CHROMIUM } from '../e2e/chromium';

/**
 * Figures of the production web build on /brands: the JavaScript the browser fetches to show the
 * page (gzip), and Lighthouse's performance score. The real server runs on a fresh, seeded
 * embedded database, as a first-time visitor finds it.
 */

const DIST = path.resolve('dist/web');
/** The pages measured: the discovery list and a brand page of the seeded catalogue. */
export const PAGES = (process.env.BENCH_PAGES ?? '/brands,/brands/nike').split(',');
export const INITIAL_JS_TARGET_KB = 150;
const MOBILE_TARGET = 97;
const DESKTOP_TARGET = 100;
/** BENCH_LIGHTHOUSE_DIR keeps Lighthouse's full reports (lighthouse-mobile.json, -desktop.json) for reading. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;

interface PageFigures {
  page: string;
  scripts: { file: string; gzip: number }[];
  gzipBytes: number;
  lighthouse: {
    mobile: number | null;
    desktop: number | null;
    /** Lighthouse's metrics of each run: the score's inputs, readable on a busy machine. */
    metrics?: { mobile: string; desktop: string };
    error?: string;
  };
}

/** FCP, LCP, TBT, CLS and Speed Index of one Lighthouse report. */
function metricsOf(audits: Record<string, { numericValue?: number }>): string {
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
  return [
    `FCP ${ms('first-contentful-paint')}`,
    `LCP ${ms('largest-contentful-paint')}`,
    `TBT ${ms('total-blocking-time')}`,
    `CLS ${(audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)}`,
    `SI ${ms('speed-index')}`,
  ].join(', ');
}
type WebFigures = PageFigures[];

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(DIST, 'index.html'))) return;
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-web-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // Production requires mail and a billing choice; this run sends no mail.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      BILLING_MODE: 'disabled',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('server did not start within 120 s');
}

/** Every script the page requests until the network is idle, sized as gzip (level 9) of the built file. */
async function initialScripts(url: string, pagePath: string): Promise<{ file: string; gzip: number }[]> {
  const browser = await chromium.launch({
    executablePath: TEST_CHROMIUM.executablePath,
    args: [...TEST_CHROMIUM.args],
  });
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.add(new URL(request.url()).pathname);
    });
    await page.goto(url + pagePath, { waitUntil: 'networkidle' });
    await page.getByRole('heading').first().waitFor();
    await page.waitForTimeout(1_000);
    return [...files].map((file) => ({
      file,
      gzip: zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length,
    }));
  } finally {
    await browser.close();
  }
}

/** Lighthouse's performance score (0..100) with its mobile (default) and desktop presets. */
async function lighthouseScores(url: string, pagePath: string): Promise<PageFigures['lighthouse']> {
  const { default: lighthouse } = await import('lighthouse');
  const debuggingPort = Number(process.env.BENCH_DEBUG_PORT ?? 3203);
  const metrics = { mobile: '', desktop: '' };
  const score = async (preset: 'mobile' | 'desktop') => {
    // A fresh browser per run, reached by Lighthouse over the DevTools protocol.
    const browser = await chromium.launch({
      executablePath: TEST_CHROMIUM.executablePath,
      args: [...TEST_CHROMIUM.args, `--remote-debugging-port=${debuggingPort}`],
    });
    try {
      const config =
        preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
      const result = await lighthouse(
        url + pagePath,
        { port: debuggingPort, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
        config,
      );
      if (result?.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      if (REPORT_DIR && result) {
        fs.mkdirSync(REPORT_DIR, { recursive: true });
        const name = pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        fs.writeFileSync(
          path.join(REPORT_DIR, `lighthouse-${name}-${preset}.json`),
          JSON.stringify(result.lhr),
        );
      }
      if (result) metrics[preset] = metricsOf(result.lhr.audits);
      const value = result?.lhr.categories.performance?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    } finally {
      await browser.close();
    }
  };
  const mobile = await score('mobile');
  const desktop = await score('desktop');
  return { mobile, desktop, metrics };
}

export async function measureWeb(port = Number(process.env.BENCH_WEB_PORT ?? 3202)): Promise<WebFigures> {
  build();
  const server = await startServer(port);
  try {
    const figures: WebFigures = [];
    for (const page of PAGES) {
      const scripts = await initialScripts(server.url, page);
      let lighthouse: PageFigures['lighthouse'];
      try {
        lighthouse = await lighthouseScores(server.url, page);
      } catch (error) {
        lighthouse = { mobile: null, desktop: null, error: (error as Error).message };
      }
      figures.push({ page, scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzip, 0), lighthouse });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

export function formatWeb(figures: WebFigures): string {
  const lines: string[] = [];
  for (const page of figures) {
    const kb = page.gzipBytes / 1024;
    lines.push(
      `${page.page}: initial JavaScript ${kb.toFixed(1)} KB gzip in ${page.scripts.length} files ` +
        `(target ≤ ${INITIAL_JS_TARGET_KB} KB: ${met(kb <= INITIAL_JS_TARGET_KB)})`,
      ...page.scripts
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 4)
        .map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.file}`),
    );
    const { mobile, desktop, error, metrics } = page.lighthouse;
    lines.push(
      error
        ? `${page.page}: Lighthouse performance not measured (${error})`
        : `${page.page}: Lighthouse performance mobile ${mobile ?? '?'} (target ≥ ${MOBILE_TARGET}: ${met((mobile ?? 0) >= MOBILE_TARGET)}), ` +
            `desktop ${desktop ?? '?'} (target ${DESKTOP_TARGET}: ${met((desktop ?? 0) >= DESKTOP_TARGET)})`,
    );
    if (metrics) lines.push(`  mobile: ${metrics.mobile}`, `  desktop: ${metrics.desktop}`);
  }
  lines.push(
    `load average while measuring: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores (Lighthouse's blocking time grows with a busy CPU)`,
  );
  return lines.join('\n');
}

// `tsx bench/web-weight.ts` measures the web figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  measureWeb()
    .then((figures) => process.stdout.write(`${formatWeb(figures)}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`web bench failed: ${(error as Error).message}\n`);
      process.exit(1);
    });
}
