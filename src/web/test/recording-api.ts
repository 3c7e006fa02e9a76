import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the page sent, as the server received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The JSON body, parsed; undefined when there was none. */
  json: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

export type Answerer = (request: RecordedRequest) => Answer;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small HTTP server on 127.0.0.1 standing in for the API in component tests: it records every
 * request the page sends and answers JSON (a problem document for a status of 400 and above).
 * While it runs, the page's relative fetches (`/api/...`) go to it over the network.
 */
export async function startRecordingApi(answer: Answerer = () => ({ status: 200, body: {} })) {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      json: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const { status, body } = answer(recorded);
    response.writeHead(status, {
      'content-type': status >= 400 ? 'application/problem+json' : 'application/json',
    });
    response.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    realFetch(new URL(input instanceof Request ? input.url : String(input), origin), init);
  return {
    requests,
    /** The requests sent to one path, in order. */
    sentTo: (path: string) => requests.filter((r) => r.path === path),
    close: async () => {
      globalThis.fetch = realFetch;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
