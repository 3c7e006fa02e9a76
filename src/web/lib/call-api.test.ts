import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './call-api';

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A server on 127.0.0.1 in the API's place: it records each request and answers `{}` as JSON. */
const received: Received[] = [];
const server = createServer(async (request, response) => {
  received.push({
    method: request.method ?? '',
    url: request.url ?? '',
    contentType: request.headers['content-type'],
    body: await readBody(request),
  });
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{}');
});
const realFetch = globalThis.fetch;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page's relative URLs (/api/...) go to the server above.
  globalThis.fetch = (input, init) => realFetch(new URL(String(input), origin), init);
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const last = () => received[received.length - 1];

describe('callApi sends each kind of body as its contract says', () => {
  it('labels a CSV file text/csv whatever type the browser gave it', async () => {
    const file = new File(['name,url\nAcme,https://acme.test\n'], 'brands.csv', {
      type: 'application/vnd.ms-excel',
    });
    await callApi('POST /admin/import/csv', { body: file });
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/api/admin/import/csv',
      contentType: 'text/csv',
      body: 'name,url\nAcme,https://acme.test\n',
    });
  });

  it('sends an upload as multipart form data, with its path parameter filled in', async () => {
    const form = new FormData();
    form.append('file', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await callApi('POST /admin/brands/{id}/logos', { params: { id: 'b1' }, body: form });
    expect(last()?.url).toBe('/api/admin/brands/b1/logos');
    expect(last()?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(last()?.body).toContain('filename="logo.svg"');
  });

  it('sends JSON bodies as JSON, and no body where the call may go without one', async () => {
    await callApi('POST /admin/brands/{id}/protection', { params: { id: 'b1' }, body: { value: true } });
    expect(last()).toMatchObject({ contentType: 'application/json', body: '{"value":true}' });
    await callApi('POST /admin/brands/{id}/analyze', { params: { id: 'b1' } });
    expect(last()).toMatchObject({ url: '/api/admin/brands/b1/analyze', contentType: undefined, body: '' });
  });

  it('builds the query in the order given, leaving out absent values', async () => {
    await callApi('GET /admin/corrections', { query: { status: 'pending', limit: 20, cursor: undefined } });
    expect(last()).toMatchObject({ method: 'GET', url: '/api/admin/corrections?status=pending&limit=20' });
  });
});
