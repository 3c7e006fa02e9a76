import type http from 'node:http';
import { serveOnLoopback } from '../../../test/fixture-server';

/** A request the fake endpoint received: the parsed body and the headers. */
export interface ChatRequest {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
  headers: http.IncomingHttpHeaders;
}

/** What the endpoint does with the next request. */
export type ChatBehaviour =
  | { kind: 'answer'; content: unknown }
  | { kind: 'raw-content'; content: string }
  | { kind: 'refusal'; refusal: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export interface ChatServer {
  /** http://127.0.0.1:{port}/v1, as LLM_BASE_URL is written. */
  baseUrl: string;
  requests: ChatRequest[];
  /** Sets what every following request gets (a function sees the request). */
  respond(behaviour: ChatBehaviour | ((request: ChatRequest) => ChatBehaviour)): void;
  close(): Promise<void>;
}

/**
 * A small HTTP server on 127.0.0.1 speaking the chat-completions protocol of OpenAI-compatible
 * endpoints, for the analyzer's LLM tests: it answers JSON content, broken content, refusals,
 * errors, or never.
 */
export async function serveChatCompletions(): Promise<ChatServer> {
  const requests: ChatRequest[] = [];
  let behaviour: ChatBehaviour | ((request: ChatRequest) => ChatBehaviour) = { kind: 'status', status: 503 };
  const server = await serveOnLoopback(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const request: ChatRequest = {
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'],
      headers: req.headers,
    };
    requests.push(request);
    const now = typeof behaviour === 'function' ? behaviour(request) : behaviour;
    // A hanging answer is cut when the server closes.
    if (now.kind === 'hang') return;
    if (now.kind === 'status') {
      res.writeHead(now.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'server error' } }));
      return;
    }
    const message =
      now.kind === 'refusal'
        ? { role: 'assistant', content: null, refusal: now.refusal }
        : {
            role: 'assistant',
            content: now.kind === 'raw-content' ? now.content : JSON.stringify(now.content),
          };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.body.model,
        choices: [{ index: 0, message, finish_reason: 'stop' }],
      }),
    );
  });
  return {
    baseUrl: `${server.origin}/v1`,
    requests,
    respond(next) {
      behaviour = next;
    },
    close: server.close,
  };
}
