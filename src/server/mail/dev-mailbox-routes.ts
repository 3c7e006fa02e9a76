import { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { isLoopbackAddress } from '../net/ip-address';
import type { MailboxEntry } from './dev-mailbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Access: public, development only (never mounted in production), from this machine only. Recent
 * mails and their links: a sign-in link signs anyone in, so a server listening on every interface
 * (the default) must not show them to the rest of the network. A request made in process has no
 * client address and is the machine's own.
 */
export function devMailboxRoutes(entries: () => MailboxEntry[]) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const address = c.get('clientAddress');
    if (address && !isLoopbackAddress(address)) {
      return c.text('The development mailbox is open on this machine only: open it at localhost.', 404);
    }
    await next();
  });
  app.get('/mailbox.json', (c) =>
    c.json(entries().map(({ to, subject, text, links, sentAt }) => ({ to, subject, text, links, sentAt }))),
  );
  app.get('/mailbox', (c) => {
    const items = entries()
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To <b>${escapeHtml(m.to)}</b> · ${escapeHtml(m.sentAt)}</p>
<pre>${escapeHtml(m.text)}</pre>${m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}</article>`,
      )
      .join('');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #e4e4e7;border-radius:.5rem;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Development mailbox</h1><p>Mail is not sent in development: it lands here.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`);
  });
  return app;
}
