import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../../domain/api-keys';
import { record } from '../hardening/report/record';
import { requestAs } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { listenOnLoopback } from '../test/listen';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { MCP_BATCH_REFUSED_MESSAGE, mcpRoutes } from './routes';
import { MCP_TOOLS } from './tools';
import { defineTool, jsonResult } from './tools/mcp-tool';

let t: TestApp;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;
let cookie: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await listenOnLoopback(t);
  cookie = await signInAs(t, 'mcp-user@example.com');
  const res = await requestAs(t, cookie, 'POST', '/api/account/api-keys', { name: 'Agent' });
  key = ((await res.json()) as CreatedApiKey).key;
  await insertBrand(t.database.db, {
    name: 'Acme Rockets',
    slug: 'acme-rockets',
    tagline: 'Up and away',
    primaryColor: '#D62828',
    industry: 'Technology',
    archetype: 'Explorer',
  });
  await insertBrand(t.database.db, {
    name: 'Acme Boots',
    slug: 'acme-boots',
    primaryColor: '#C1121F',
    industry: 'Retail',
  });
  await insertBrand(t.database.db, { name: 'Blue Harbor', slug: 'blue-harbor', primaryColor: '#1D4ED8' });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

async function connect(headers: Record<string, string> = { authorization: `Bearer ${key}` }) {
  const client = new Client({ name: 'brand-atlas-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
    requestInit: { headers },
  });
  await client.connect(transport);
  return client;
}

const structured = (result: unknown) =>
  (result as { structuredContent: Record<string, unknown> }).structuredContent;

describe('the MCP server at /mcp, through the SDK client over HTTP', () => {
  it('lists the catalogue tools', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_brands',
      'get_brand',
      'brands_near_color',
      'compare_brands',
    ]);
    expect(tools).toHaveLength(MCP_TOOLS.length);
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
    await client.close();
  });

  it('searches, reads one brand and compares brands', async () => {
    const client = await connect();
    const found = structured(await client.callTool({ name: 'search_brands', arguments: { query: 'acme' } }));
    expect((found.brands as { slug: string }[]).map((b) => b.slug)).toEqual(['acme-boots', 'acme-rockets']);

    const brand = structured(
      await client.callTool({ name: 'get_brand', arguments: { slug: 'acme-rockets' } }),
    );
    expect(brand).toMatchObject({
      name: 'Acme Rockets',
      tagline: 'Up and away',
      archetype: 'Explorer',
      colors: { primary: '#D62828' },
      page: 'http://localhost:3000/brands/acme-rockets',
    });
    expect(brand).not.toHaveProperty('protected');

    const compared = structured(
      await client.callTool({
        name: 'compare_brands',
        arguments: { slugs: ['acme-rockets', 'acme-boots', 'blue-harbor'] },
      }),
    );
    const distances = compared.primary_color_distances as {
      between: string[];
      primary_color_delta_e: number;
    }[];
    const reds = distances.find((d) => d.between.join() === 'acme-rockets,acme-boots')!;
    const redBlue = distances.find((d) => d.between.join() === 'acme-rockets,blue-harbor')!;
    expect(reds.primary_color_delta_e).toBeLessThan(10);
    expect(redBlue.primary_color_delta_e).toBeGreaterThan(40);
    await client.close();
  });

  it('finds the brands nearest a colour, and refuses what is not a colour', async () => {
    const client = await connect();
    const near = structured(
      await client.callTool({ name: 'brands_near_color', arguments: { hex: 'd32f2f', role: 'primary' } }),
    );
    expect(near.hex).toBe('#D32F2F');
    const brands = near.brands as { slug: string; matched_hex: string; delta_e: number }[];
    expect(brands.map((b) => b.slug)).toEqual(['acme-rockets', 'acme-boots', 'blue-harbor']);
    expect(brands[0]).toMatchObject({ matched_hex: '#D62828' });
    expect(brands[0]!.delta_e).toBeLessThan(brands[1]!.delta_e);
    expect(brands[2]!.delta_e).toBeGreaterThan(40);

    const limited = structured(
      await client.callTool({ name: 'brands_near_color', arguments: { hex: '#1d4ed8', limit: 1 } }),
    );
    expect((limited.brands as { slug: string }[]).map((b) => b.slug)).toEqual(['blue-harbor']);

    const named = await client.callTool({ name: 'brands_near_color', arguments: { hex: 'red' } });
    expect(named.isError).toBe(true);
    expect(JSON.stringify(named.content)).toContain('is a name, not a hex colour');
    await client.close();
  });

  it('answers an unknown brand, an unknown tool and oversized arguments with clear errors', async ({
    task,
  }) => {
    const client = await connect();
    const missing = await client.callTool({ name: 'get_brand', arguments: { slug: 'nobody' } });
    expect(missing.isError).toBe(true);
    expect(JSON.stringify(missing.content)).toContain('No brand with the slug \\"nobody\\"');

    const unknown = await client.callTool({ name: 'delete_everything', arguments: {} });
    expect(unknown.isError).toBe(true);
    expect(JSON.stringify(unknown.content)).toContain('Tool delete_everything not found');

    const long = await client.callTool({ name: 'search_brands', arguments: { query: 'x'.repeat(5_000) } });
    expect(long.isError).toBe(true);
    expect(JSON.stringify(long.content)).toMatch(/query/);
    const many = await client.callTool({
      name: 'compare_brands',
      arguments: { slugs: ['a', 'b', 'c', 'd', 'e'] },
    });
    expect(many.isError).toBe(true);
    expect(JSON.stringify(many.content)).toMatch(/slugs/);

    const huge = await client
      .callTool({ name: 'search_brands', arguments: { query: 'y'.repeat(100_000) } })
      .then(
        () => 'answered',
        (error: Error) => error.message,
      );
    expect(huge).toMatch(/413|larger than 64 KB/);
    const nul = await client.callTool({ name: 'search_brands', arguments: { query: 'a\u0000b' } }).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    expect(nul).toMatch(/400|NUL/);
    const text = (result: object) =>
      JSON.stringify('content' in result ? result.content : result).slice(0, 80);
    record(task, {
      thrown: 'MCP tools/call delete_everything',
      expected: 'a tool error naming it',
      got: text(unknown),
    });
    record(task, {
      thrown: 'MCP search_brands, a 5,000-character query',
      expected: 'a tool error naming query',
      got: text(long),
    });
    record(task, { thrown: 'MCP search_brands, a 100 KB query', expected: '413', got: huge.slice(0, 80) });
    record(task, { thrown: 'MCP search_brands, a query with NUL', expected: '400', got: nul.slice(0, 80) });
    await client.close();
  });
});

describe('who may call /mcp', () => {
  const initialize = (headers: Record<string, string>, body?: string) =>
    fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body:
        body ??
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-06-18',
            capabilities: {},
            clientInfo: { name: 'raw', version: '1' },
          },
        }),
    });

  it('refuses no key, a malformed key, a session cookie alone and a revoked key with a 401 problem', async ({
    task,
  }) => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['no key', {}, /API key is required/],
      ['a malformed key', { authorization: 'Bearer not-a-key' }, /Malformed/],
      ['another scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, /Malformed/],
      ['an unknown key', { authorization: `Bearer ba_${'A'.repeat(43)}` }, /revoked or unknown/],
      ['a session cookie', { cookie }, /API key is required/],
    ];
    for (const [name, headers, detail] of cases) {
      const res = await initialize(headers);
      record(task, { thrown: `POST /mcp with ${name}`, expected: '401', got: String(res.status) });
      expect(res.status, name).toBe(401);
      expect(res.headers.get('www-authenticate'), name).toMatch(/^Bearer/);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(((await res.json()) as { detail: string }).detail, name).toMatch(detail);
    }
    await expect(connect({})).rejects.toThrow(/401/);

    const made = (await (
      await requestAs(t, cookie, 'POST', '/api/account/api-keys', { name: 'Short-lived' })
    ).json()) as CreatedApiKey;
    expect((await initialize({ authorization: `Bearer ${made.key}` })).status).toBe(200);
    expect((await requestAs(t, cookie, 'DELETE', `/api/account/api-keys/${made.id}`)).status).toBe(200);
    const revoked = await initialize({ authorization: `Bearer ${made.key}` });
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { detail: string }).detail).toMatch(/revoked/);
  });

  it('counts each request against the key, with the RateLimit fields, and refuses a foreign page', async () => {
    const res = await initialize({ authorization: `Bearer ${key}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe('"daily";q=1000;w=86400');
    expect(res.headers.get('ratelimit')).toMatch(/^"daily";r=\d+;t=\d+$/);
    const foreign = await initialize({ authorization: `Bearer ${key}`, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const notJson = await initialize({ authorization: `Bearer ${key}` }, '{"jsonrpc":');
    expect(notJson.status).toBe(400);
    const get = await fetch(`${server.url}/mcp`, {
      headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' },
    });
    expect(get.status).toBe(405);
  });
});

describe('JSON-RPC batches on /mcp', () => {
  const searchCall = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'search_brands', arguments: { query: 'a', limit: 25 } },
  });
  const postOf = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      // The revision that still allowed batches: they are refused whatever the client negotiated.
      'mcp-protocol-version': '2025-03-26',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const remaining = (res: Response) => Number(/;r=(\d+);/.exec(res.headers.get('ratelimit') ?? '')?.[1]);

  it('refuses a batch with a JSON-RPC error, counted as the one request it is', async () => {
    const auth = { authorization: `Bearer ${key}` };
    const before = remaining(await fetch(`${server.url}/mcp`, postOf(searchCall(1), auth)));
    const hundredCalls = Array.from({ length: 100 }, (_, i) => searchCall(i + 1));
    const batch = await fetch(`${server.url}/mcp`, postOf(hundredCalls, auth));
    expect(batch.status).toBe(400);
    const answer = (await batch.json()) as { id: unknown; error?: { code: number; message: string } };
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    expect(answer.error?.message).toBe(MCP_BATCH_REFUSED_MESSAGE);
    expect(remaining(batch)).toBe(before - 1);
  });

  it('runs no tool of a refused batch', async () => {
    let calls = 0;
    const spy = defineTool({
      name: 'search_brands',
      title: 'Counts its calls',
      description: 'A stand-in for a real tool.',
      inputSchema: {},
      async run() {
        calls++;
        return jsonResult({});
      },
    });
    const mcp = mcpRoutes({
      db: t.database.db,
      appUrl: 'http://localhost:3000',
      siteOrigin: () => null,
      tools: [spy],
    });
    const single = await mcp.request('/mcp', postOf(searchCall(1)));
    expect(single.status).toBe(200);
    expect(calls).toBe(1);
    const batch = await mcp.request('/mcp', postOf([searchCall(2), searchCall(3)]));
    expect(batch.status).toBe(400);
    expect(calls).toBe(1);
  });
});
