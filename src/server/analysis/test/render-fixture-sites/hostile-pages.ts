import type http from 'node:http';
import { type LoopbackServer, serveOnLoopback } from '../../../test/fixture-server';

/** A page that sets out to break the browser that renders it, and how its render must end. */
export interface HostilePage {
  path: string;
  thrown: string;
  /** 'rendered': the render ends within its limits with what there is; 'refused': with a reason. */
  expected: 'rendered' | 'refused';
  /** The reason a refused render gives. */
  reason?: RegExp;
  /**
   * The page may instead keep its renderer busy, unanswering: the render then ends when the page
   * stops answering or at its time limit, and a browser that no longer answers is replaced.
   */
  mayStall?: boolean;
}

export const HOSTILE_PAGES: HostilePage[] = [
  {
    path: '/never-finishes',
    thrown: 'a page that never finishes loading: an image that never answers, a script polling without end',
    expected: 'rendered',
  },
  {
    path: '/body-never-ends',
    thrown: 'a page whose HTML never finishes arriving',
    expected: 'refused',
    reason: /did not (answer|load)|in time/,
  },
  {
    path: '/five-hundred',
    thrown: 'a page that opens 500 subresources',
    expected: 'rendered',
  },
  {
    path: '/script-redirects',
    thrown: 'a page that redirects itself in script on every load',
    expected: 'rendered',
  },
  {
    path: '/redirect-loop',
    thrown: 'a page that redirects to itself over HTTP',
    expected: 'refused',
    reason: /redirects/,
  },
  {
    path: '/heap-bomb',
    thrown: 'a page that allocates JavaScript memory without end',
    expected: 'refused',
    reason: /memory|crashed/,
    // V8 ends it with an out-of-memory crash, as a rule within 2 s. On a busy machine its
    // collector has instead kept it at the heap limit, below the watchdog's resident-memory
    // limit, until the render's time limits ended it (seen twice in CI).
    mayStall: true,
  },
  {
    path: '/buffer-bomb',
    thrown: 'a page that allocates buffers without end (outside the JavaScript heap)',
    expected: 'refused',
    reason: /memory|crashed/,
  },
  {
    path: '/alert-loop',
    thrown: 'an alert() loop',
    expected: 'refused',
    reason: /did not (load|finish)/,
  },
  {
    path: '/busy-later',
    thrown: 'a script that starts spinning without end a moment after the page has loaded',
    expected: 'refused',
    reason: /stopped answering for \d+ s/,
  },
  {
    path: '/download',
    thrown: 'a download instead of a page',
    expected: 'refused',
    reason: /not a web page/,
  },
];

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/** A server for the hostile pages, plus /ok, a plain page to render afterwards. */
export async function serveHostilePages(): Promise<LoopbackServer & { hits: () => number }> {
  let hits = 0;
  const hanging = new Set<http.ServerResponse>();
  const handler: http.RequestListener = (req, res) => {
    hits++;
    const url = new URL(req.url ?? '/', 'http://hostile');
    const html = (body: string) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    switch (url.pathname) {
      case '/ok':
        return html(page('A quiet page', '<p>Nothing to see.</p>'));
      case '/never-finishes':
        return html(
          page(
            'Never finishes',
            `<img src="/hang.png"><script>setInterval(() => fetch('/poll?' + Math.random()).catch(() => {}), 100);</script>`,
          ),
        );
      case '/hang.png':
        hanging.add(res);
        return; // never answered
      case '/poll':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      case '/body-never-ends':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write('<!doctype html><html><head><title>Endless</title></head><body><h1>Endless</h1>');
        hanging.add(res);
        return;
      case '/five-hundred':
        return html(
          page(
            'Five hundred',
            Array.from({ length: 500 }, (_, i) => `<img src="/img/${i}.svg" width="10" height="10">`).join(
              '',
            ),
          ),
        );
      case '/script-redirects':
        return html(
          page(
            'Again',
            `<script>location.href = '/script-redirects?n=' + (Number(new URLSearchParams(location.search).get('n') || 0) + 1);</script>`,
          ),
        );
      case '/redirect-loop':
        return res.writeHead(302, { location: '/redirect-loop' }).end();
      case '/heap-bomb':
        return html(
          page(
            'Heap',
            `<script>const keep = []; setInterval(() => { for (let i = 0; i < 50; i++) keep.push(new Array(250000).fill(Math.random())); }, 5);</script>`,
          ),
        );
      case '/buffer-bomb':
        return html(
          page(
            'Buffers',
            `<script>const keep = []; setInterval(() => { const b = new Uint8Array(64 * 1024 * 1024); b.fill(7); keep.push(b); }, 20);</script>`,
          ),
        );
      case '/alert-loop':
        return html(page('Alerts', '<script>for (;;) { alert("hello"); }</script><p>never reached</p>'));
      case '/busy-later':
        return html(
          page(
            'Spins later still',
            "<script>addEventListener('load', () => setTimeout(() => { for (;;) {} }, 300));</script>",
          ),
        );
      case '/download':
        return res
          .writeHead(200, {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="brand.zip"',
          })
          .end(Buffer.alloc(4096, 1));
      default:
        if (url.pathname.startsWith('/img/'))
          return res
            .writeHead(200, { 'content-type': 'image/svg+xml' })
            .end(
              '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
            );
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  };
  const server = await serveOnLoopback(handler);
  return {
    ...server,
    hits: () => hits,
    async close() {
      for (const res of hanging) res.destroy();
      await server.close();
    },
  };
}
