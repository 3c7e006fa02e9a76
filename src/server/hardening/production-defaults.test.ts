import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_NOT_SOLD_MESSAGE } from '../billing/disabled-billing';
import { loadConfig } from '../config';
import { createDevMailbox } from '../mail/dev-mailbox';
import { requestAs } from '../test/actors';
import { compiledEntry } from '../test/compiled-server';
import { PRODUCTION_ENV } from '../test/production-env';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { record } from './report/record';

/**
 * Production used to fail open: without SMTP_URL sign-in links (tokens included) went to the log
 * and signed people in; without Stripe keys the test checkout gave anyone Pro for free. Production
 * now refuses to start on those defaults, and no token is logged outside development.
 */

/** The server as production starts it, compiled as npm run build compiles it. */
let server: string;
beforeAll(async () => {
  server = await compiledEntry('server');
});

function startProduction(env: Record<string, string | undefined>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-defaults-'));
  const result = spawnSync(process.execPath, [server], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_ON_START: 'false', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

const without = (...names: (keyof typeof PRODUCTION_ENV)[]) =>
  Object.fromEntries(
    Object.entries(PRODUCTION_ENV).map(([k, v]) => [k, names.includes(k as never) ? '' : v]),
  );

describe('production refuses unsafe defaults', { timeout: 120_000 }, () => {
  it('does not start without SMTP, without a billing choice, or with ANALYZER_ALLOW_HOSTS', ({ task }) => {
    const result = startProduction({
      ...without('SMTP_URL', 'BILLING_MODE'),
      ANALYZER_ALLOW_HOSTS: '127.0.0.1',
    });
    record(task, {
      thrown:
        'npm start in production with no SMTP_URL, no Stripe keys nor BILLING_MODE, and ANALYZER_ALLOW_HOSTS',
      expected: 'exit 1 naming SMTP_URL, the Stripe keys or BILLING_MODE=disabled, and ANALYZER_ALLOW_HOSTS',
      got: `exit ${result.status}: ${result.stderr.trim().split('\n').slice(1).join(' | ')}`,
    });
    expect(result.status).toBe(1);
    for (const named of ['SMTP_URL', 'BILLING_MODE=disabled', 'STRIPE_SECRET_KEY', 'ANALYZER_ALLOW_HOSTS']) {
      expect(result.stderr).toContain(named);
    }
  });

  it('names each missing piece on its own', () => {
    expect(() => loadConfig(without('SMTP_URL'))).toThrow(/SMTP_URL/);
    expect(() => loadConfig(without('BILLING_MODE'))).toThrow(/BILLING_MODE=disabled/);
    expect(() => loadConfig(without('APP_URL'))).toThrow(/APP_URL/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, ANALYZER_ALLOW_HOSTS: '127.0.0.1' })).toThrow(
      /ANALYZER_ALLOW_HOSTS/,
    );
    expect(loadConfig(PRODUCTION_ENV).billing.mode).toBe('disabled');
    const stripe = loadConfig({
      ...without('BILLING_MODE'),
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PRICE_ID: 'price_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.billing.mode).toBe('stripe');
  });
});

describe('billing disabled: Pro is granted by admins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ configOverrides: { billing: { ...loadConfig(PRODUCTION_ENV).billing } } });
  });
  afterAll(async () => t.close());

  it('sells nothing and offers no free test checkout; an admin grants Pro, audited', async ({ task }) => {
    const cookie = await signInAs(t, 'customer@atlas.example');
    const admin = await signInAs(t, 'staff@atlas.example', 'admin');
    const free = await requestAs(t, cookie, 'POST', '/api/billing/test/activate', {});
    const checkout = await requestAs(t, cookie, 'POST', '/api/billing/checkout', {});
    const checkoutDetail = ((await checkout.json()) as { detail?: string }).detail;
    const plan = (await (await t.app.request('/api/billing/plan')).json()) as {
      sold: boolean;
      test_mode: boolean;
    };
    const granted = await requestAs(t, admin, 'POST', '/api/admin/users/pro', {
      email: 'customer@atlas.example',
      active: true,
    });
    const byUser = await requestAs(t, cookie, 'POST', '/api/admin/users/pro', {
      email: 'customer@atlas.example',
      active: true,
    });
    const status = (await (await requestAs(t, cookie, 'GET', '/api/billing/subscription')).json()) as {
      subscribed: boolean;
    };
    const audit = (await (await requestAs(t, admin, 'GET', '/api/admin/audit?limit=5')).json()) as {
      items: { action: string }[];
    };
    record(task, {
      thrown:
        'test activation, checkout, an admin grant and a user granting themselves, with BILLING_MODE=disabled',
      expected: '404, 409, plan not sold, 200, 403, subscribed, grant-pro audited',
      got: `${free.status}, ${checkout.status}, sold ${plan.sold}, ${granted.status}, ${byUser.status}, subscribed ${status.subscribed}`,
    });
    expect(free.status).toBe(404);
    expect(checkout.status).toBe(409);
    expect(checkoutDetail).toBe(PRO_NOT_SOLD_MESSAGE);
    expect(plan).toMatchObject({ sold: false, test_mode: false });
    expect(granted.status).toBe(200);
    expect(byUser.status).toBe(403);
    expect(status.subscribed).toBe(true);
    expect(audit.items.map((a) => a.action)).toContain('grant-pro');
  });

  it('answers production pages with HSTS, and development ones without', async () => {
    const production = await createTestApp({
      configOverrides: { isProduction: true, billing: { ...loadConfig(PRODUCTION_ENV).billing } },
    });
    try {
      const res = await production.app.request('/api/health/live');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
    expect((await t.app.request('/api/health/live')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('sign-in tokens in the log', () => {
  it('are written only in development', async ({ task }) => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const quiet = createDevMailbox(logger);
    await quiet.send({ to: 'a@example.com', subject: 's', text: 'Sign in: http://x/verify?token=SECRET1' });
    const development = createDevMailbox(logger, { logLinks: true });
    await development.send({
      to: 'a@example.com',
      subject: 's',
      text: 'Sign in: http://x/verify?token=SECRET2',
    });
    const log = lines.join('');
    record(task, {
      thrown: 'a sign-in mail in the development mailbox, outside development and in it',
      expected: 'token absent from the log, then present',
      got: `SECRET1 logged: ${log.includes('SECRET1')}, SECRET2 logged: ${log.includes('SECRET2')}`,
    });
    expect(log).not.toContain('SECRET1');
    expect(log).toContain('SECRET2');
  });
});
