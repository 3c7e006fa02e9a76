import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/types';
import { isLoopbackAddress } from '../net/ip-address';
import { devMailboxRoutes } from './dev-mailbox-routes';

const mail = {
  id: 'm1',
  to: 'ada@example.com',
  subject: 'Your Brand Atlas sign-in link',
  text: 'Sign in: http://localhost:3000/api/auth/magic-link/verify?token=secret',
  links: ['http://localhost:3000/api/auth/magic-link/verify?token=secret'],
  sentAt: '2026-11-27T12:00:00.000Z',
};

function mailboxFrom(address: string | null) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('clientAddress', address);
    await next();
  });
  app.route(
    '/dev',
    devMailboxRoutes(() => [mail]),
  );
  return app;
}

describe('the development mailbox', () => {
  it('shows sign-in links to this machine only', async () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1', null]) {
      const res = await mailboxFrom(address).request('/dev/mailbox.json');
      expect(res.status, String(address)).toBe(200);
      expect(await res.text()).toContain('token=secret');
    }
    for (const address of ['192.168.1.20', '10.0.0.7', 'fe80::1', '203.0.113.9', '::ffff:192.168.1.20']) {
      for (const path of ['/dev/mailbox.json', '/dev/mailbox']) {
        const res = await mailboxFrom(address).request(path);
        expect(res.status, `${address} ${path}`).toBe(404);
        expect(await res.text()).not.toContain('token=secret');
      }
    }
  });

  it('knows loopback addresses from others', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('0:0:0:0:0:0:0:1')).toBe(true);
    expect(isLoopbackAddress('::ffff:7f00:1')).toBe(true);
    expect(isLoopbackAddress('127.evil.example')).toBe(false);
    expect(isLoopbackAddress('1127.0.0.1')).toBe(false);
  });
});
