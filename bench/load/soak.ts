import { formatTable } from '../../src/server/hardening/report/format-report';
import { type AppServer, startAppServer, startCatalogue } from './production-server';
import { findSustainableRate } from './sustainable';
import { catalogueMix, held, runAt } from './traffic';

/**
 * `npm run bench:soak`: the production server under the catalogue mix at half its sustainable
 * rate for 10 minutes (BENCH_SOAK_MINUTES), one line a minute, then the growth of its resident
 * memory from the end of the first minute (warm) to the last minute. The requirement: under 10%.
 * BENCH_SOAK_RATE skips the search for the sustainable rate.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SETTINGS = {
  brands: env('BENCH_BRANDS', 100_000),
  port: env('BENCH_PORT', 3600),
  postgresPort: env('BENCH_PG_PORT', 5460),
  minutes: env('BENCH_SOAK_MINUTES', 10),
  rate: env('BENCH_SOAK_RATE', 0),
  p99TargetMs: env('BENCH_P99_MS', 100),
  growthLimit: 0.1,
};

const say = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  say(`# Soak: the production server on PostgreSQL, ${SETTINGS.brands.toLocaleString('en-US')} brands`);
  const catalogue = await startCatalogue({ port: SETTINGS.postgresPort, brands: SETTINGS.brands });
  let server: AppServer | null = null;
  try {
    server = await startAppServer({ port: SETTINGS.port, databaseUrl: catalogue.url });
    const app = server;
    const mix = catalogueMix(catalogue.slugs);
    await runAt(app.origin, mix, { rate: 100, seconds: 10 });
    let rate = SETTINGS.rate;
    if (!rate) {
      say('Finding the sustainable rate of the mix...');
      const found = await findSustainableRate(app.origin, mix, {
        start: 100,
        p99TargetMs: SETTINGS.p99TargetMs,
        stepSeconds: 8,
      });
      rate = Math.max(5, Math.floor(found.rate / 2));
      say(`  sustainable ${found.rate}/s: soaking at ${rate}/s`);
    }

    const rows: string[][] = [];
    const samples: { minute: number; rss: number }[] = [];
    const sampler = setInterval(() => samples.push({ minute: rows.length, rss: app.rss() }), 5_000);
    let allHeld = true;
    for (let minute = 1; minute <= SETTINGS.minutes; minute++) {
      const f = await runAt(app.origin, mix, { rate, seconds: 60 });
      allHeld &&= held(f, SETTINGS.p99TargetMs);
      const rss = app.rss();
      rows.push([
        String(minute),
        String(Math.round(f.rps)),
        String(f.p50),
        String(f.p99),
        String(f.errors + f.failed + f.shed),
        mb(rss),
      ]);
      say(`  minute ${minute}: ${Math.round(f.rps)}/s, p99 ${f.p99} ms, ${mb(rss)} MB`);
    }
    clearInterval(sampler);

    const warm = median(samples.filter((s) => s.minute === 1).map((s) => s.rss));
    const last = median(samples.filter((s) => s.minute === SETTINGS.minutes - 1).map((s) => s.rss));
    const peak = Math.max(...samples.map((s) => s.rss));
    const growth = warm > 0 ? (last - warm) / warm : 0;
    say(`\n${'='.repeat(100)}`);
    say(`SOAK FIGURES — ${SETTINGS.minutes} minutes at ${rate} requests/s of the mix 60/30/10`);
    say('='.repeat(100));
    say(formatTable(['minute', 'req/s', 'p50ms', 'p99ms', 'not 2xx', 'rss MB'], rows, [6, 6, 6, 6, 8, 8]));
    say('');
    say(
      `memory: ${mb(warm)} MB warm (minute 2), ${mb(last)} MB in the last minute, peak ${mb(peak)} MB: ` +
        `growth ${(growth * 100).toFixed(1)}% (limit ${SETTINGS.growthLimit * 100}%)`,
    );
    const ok = growth < SETTINGS.growthLimit;
    say(`${ok ? 'held    ' : 'NOT HELD'}  memory growth under ${SETTINGS.growthLimit * 100}%`);
    say(`${allHeld ? 'held    ' : 'NOT HELD'}  every minute: p99 ≤ ${SETTINGS.p99TargetMs} ms, all 2xx`);
    if (!ok) process.exitCode = 1;
  } finally {
    await server?.stop();
    await catalogue.postgres.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`soak failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
