import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyBytes, jsonText } from './json-text';

describe('answers made from JSON text', () => {
  it('are JSON with the text as their body', async () => {
    const app = new Hono().get('/', (c) => jsonText<{ a: number }>(c, '{"a":1}'));
    const res = await app.request('/');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ a: 1 });
  });

  it('give middleware their bytes from the text, without reading the body', async () => {
    let seen: Response | undefined;
    const app = new Hono().get('/', (c) => {
      seen = jsonText(c, '{"name":"Hermès"}');
      return seen;
    });
    await app.request('/');
    if (!seen) throw new Error('no answer');
    await seen.text(); // the body is spent: only the text can give the bytes now
    expect((await bodyBytes(seen)).toString('utf8')).toBe('{"name":"Hermès"}');
  });

  it('other answers give the bytes of their body', async () => {
    const res = new Response('{"b":2}');
    expect((await bodyBytes(res)).toString('utf8')).toBe('{"b":2}');
  });
});
