import { serveOnLoopback } from './fixture-server';

export interface FakeStripe {
  port: number;
  requests: { method: string; path: string; body: URLSearchParams }[];
  subscriptions: Map<string, Record<string, unknown>>;
  /** Answers given once each, in order, before `subscriptions` is read: a state that changes, slowly. */
  retrievals: Map<string, { delayMs: number; body: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

/** A small server on 127.0.0.1 speaking the few Stripe endpoints the billing provider uses. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const retrievals: FakeStripe['retrievals'] = new Map();
  let counter = 0;
  const server = await serveOnLoopback((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`;
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${++counter}`,
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p',
        });
      }
      const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && match?.[1]) {
        const queued = retrievals.get(match[1])?.shift();
        if (queued) {
          setTimeout(() => send(200, queued.body), queued.delayMs);
          return;
        }
        const subscription = subscriptions.get(match[1]);
        if (subscription) return send(200, subscription);
        return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unknown ${req.method} ${path}` } });
    });
  });
  return { port: server.port, requests, subscriptions, retrievals, close: server.close };
}
