import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { containsNul, NUL_MESSAGE, refuseNulCharacters } from './refuse-nul';
import type { AppEnv } from './types';

describe('refusing NUL characters', () => {
  it('finds NUL in any string or key, however deep', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul(JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`))).toBe(true);
    expect(containsNul({ a: '\\u0000 as plain text', b: [1, null, true] })).toBe(false);
  });

  it('answers 400 for NUL in the URL or a JSON body, and leaves the body readable for the route', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', refuseNulCharacters);
    app.post('/echo', async (c) => c.json(await c.req.json()));
    app.get('/echo/:value', (c) => c.text(c.req.param('value')));
    const post = (body: string) =>
      app.request('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const refused = await post('{"name":"a\\u0000b"}');
    expect(refused.status).toBe(400);
    expect((await refused.json()).detail).toBe(NUL_MESSAGE);
    expect((await app.request('/echo/%00')).status).toBe(400);
    expect((await app.request('/echo/x?q=%00')).status).toBe(400);
    const fine = await post('{"name":"a\\\\u0000b"}');
    expect(fine.status).toBe(200);
    expect(await fine.json()).toEqual({ name: 'a\\u0000b' });
    expect(await (await app.request('/echo/%2500')).text()).toBe('%00');
  });
});
