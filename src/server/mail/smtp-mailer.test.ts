import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { cookieFrom, requestMagicLink } from '../test/sign-in';
import { linksInRaw, startSmtpCapture } from '../test/smtp-capture';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSmtpMailer } from './smtp-mailer';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp();
  app = createApp({
    webDistDir: t.webDistDir,
    config: t.config,
    database: t.database,
    storage: t.storage,
    logger: createLogger('silent'),
    mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Brand Atlas <no-reply@brandatlas.test>'),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('sign-in mail over SMTP', () => {
  it('delivers the magic link through a real SMTP server, and the link signs in from any browser', async () => {
    const res = await requestMagicLink({ ...t, app }, 'smtp-user@example.com');
    expect(res.status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(['smtp-user@example.com']);
    expect(mail?.raw).toContain('Subject: Your Brand Atlas sign-in link');
    const link = linksInRaw(mail?.raw ?? '').find((l) => l.includes('/api/auth/magic-link/verify'));
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    // A different browser: no cookie from the request that asked for the link.
    const verify = await app.request(url.pathname + url.search);
    const cookie = cookieFrom(verify);
    const session = await (await app.request('/api/auth/get-session', { headers: { cookie } })).json();
    expect(session.user.email).toBe('smtp-user@example.com');
    // The development mailbox is not mounted when mail goes through SMTP.
    const mailbox = await app.request('/dev/mailbox.json');
    expect(mailbox.headers.get('content-type') ?? '').not.toContain('application/json');
  });
});
