import http from 'node:http';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedAgent } from '../../net/fetcher/safe-fetch';
import { type FixtureServer, serveFixtureSite } from '../../test/fixture-server';
import type { Renderer } from './renderer';
import { type Canary, createTestRenderer, policyFor, startCanary, testBrowserPath } from './test-renderer';

/**
 * The render stage's browser against canaries on 127.0.0.2 and on a second port of 127.0.0.1:
 * the page under analysis is allowed (its host and port only, as tests allow a fixture site),
 * the canaries are not, and the page tries every way a page has to make a browser connect.
 * Not one connection may reach either canary.
 */
describe.runIf(testBrowserPath() !== null)('the rendering browser cannot be made to reach a canary', () => {
  let renderer: Renderer;
  let site: FixtureServer;
  let canary: Canary;
  let sameHost: Canary;

  beforeAll(async () => {
    renderer = createTestRenderer();
    canary = await startCanary('127.0.0.2');
    sameHost = await startCanary('127.0.0.1');
    const targets = [
      `http://127.0.0.2:${canary.port}`,
      `http://127.0.0.1:${sameHost.port}`,
      `http://localhost:${sameHost.port}`,
      `http://[::ffff:127.0.0.2]:${canary.port}`,
      `http://2130706434:${canary.port}`,
      `http://0x7f.0.0.2:${canary.port}`,
      `http://canary.localhost:${sameHost.port}`,
    ];
    const [c, s] = targets;
    const attempts = targets
      .map(
        (t, i) => `<img src="${t}/img-${i}.png"><link rel="stylesheet" href="${t}/sheet-${i}.css">
<link rel="preconnect" href="${t}"><link rel="dns-prefetch" href="${t}"><link rel="prefetch" href="${t}/prefetch-${i}">
<iframe src="${t}/frame-${i}"></iframe><video src="${t}/video-${i}.mp4" autoplay muted></video>`,
      )
      .join('\n');
    const script = `
const targets = ${JSON.stringify(targets)};
for (const t of targets) {
  fetch(t + '/fetch').catch(() => {});
  fetch(t + '/post', { method: 'POST', body: 'x', mode: 'no-cors' }).catch(() => {});
  const x = new XMLHttpRequest(); x.open('GET', t + '/xhr'); x.onerror = () => {}; x.send();
  try { new WebSocket(t.replace('http', 'ws') + '/ws'); } catch {}
  try { new EventSource(t + '/events'); } catch {}
  try { navigator.sendBeacon(t + '/beacon', 'x'); } catch {}
  try { new Worker(t + '/worker.js'); } catch {}
}
try { navigator.serviceWorker.register('/sw.js').catch(() => {}); } catch {}
try { const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.2:${canary.port}' }] }); pc.createDataChannel('x'); pc.createOffer().then((o) => pc.setLocalDescription(o)); } catch {}
const form = document.createElement('form'); form.method = 'POST'; form.action = '${c}/form'; form.target = 'sink';
document.body.append(form); const sink = document.createElement('iframe'); sink.name = 'sink'; document.body.append(sink); form.submit();
window.open('${c}/popup');
setTimeout(() => { location.href = '${s}/navigate'; }, 200);
`;
    site = await serveFixtureSite({
      '/': {
        body: `<!doctype html><html><head><title>Hostile</title>
<style>@import url("${c}/import.css"); body { background: url("${c}/bg.png"); }
@font-face { font-family: Probe; src: url("${c}/font.woff2"); } h1 { font-family: Probe; }</style></head>
<body><h1>A page that wants to reach the canary</h1>${attempts}
<img src="/to-canary"><a href="${c}/ping-target" ping="${c}/ping">link</a>
<script>${script}</script></body></html>`,
      },
      '/to-canary': { status: 302, headers: { location: `${c}/redirected.png` } },
      '/sw.js': { type: 'text/javascript', body: `fetch('${c}/from-sw')` },
    });
  });

  afterAll(async () => {
    await renderer?.close();
    await site?.close();
    await canary?.close();
    await sameHost?.close();
  });

  it('the canaries count connections (the test can fail)', async () => {
    const before = canary.connections + sameHost.connections;
    await fetch(`http://127.0.0.2:${canary.port}/`).then((r) => r.text());
    await fetch(`http://127.0.0.1:${sameHost.port}/`).then((r) => r.text());
    expect(canary.connections + sameHost.connections - before).toBe(2);
    canary.connections = 0;
    sameHost.connections = 0;
  });

  it('renders the hostile page and refuses every request to the canaries', { timeout: 60_000 }, async () => {
    const page = await renderer.render({
      url: `${site.origin}/`,
      policy: policyFor(site.port),
      signal: AbortSignal.timeout(50_000),
    });
    // Late connections (a retried preconnect, a delayed navigation) are given time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(page.light.html.includes('A page that wants to reach the canary'), 'the page itself').toBe(true);
    expect(canary.connections, 'connections to 127.0.0.2').toBe(0);
    expect(sameHost.connections, 'connections to 127.0.0.1 on another port').toBe(0);
    // The guard saw the attempts and refused them for their address, not by luck.
    const refusedCanary = page.requests.refused.filter(
      (r) => r.url.includes(String(canary.port)) || r.url.includes(String(sameHost.port)),
    );
    expect(refusedCanary.length).toBeGreaterThan(5);
    expect(refusedCanary.map((r) => r.reason).join('\n')).toMatch(
      /private or reserved address|not a web port|could not be found/,
    );
    // The redirect from the allowed site to the canary was followed by the guard, and refused.
    expect(site.hits).toContain('/to-canary');
    expect(page.requests.refused.some((r) => r.url.endsWith('/to-canary'))).toBe(true);
  });
});

/**
 * DNS rebinding: a name checked once and answered differently when the connection is made. The
 * guard (guardedFetch) resolves each hop once, checks every address and connects through
 * pinnedAgent to exactly those: a name that would resolve to a canary at connection time (here
 * localhost, on the canary's port) is never resolved again, so the canary sees nothing.
 */
describe('the render guard against DNS rebinding', () => {
  it('connects to the checked address, never to a second answer for the name', async () => {
    const canary = await startCanary('127.0.0.1');
    const checked = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end('checked'),
    );
    await new Promise<void>((resolve) => checked.listen(canary.port, '127.0.0.2', () => resolve()));
    try {
      const before = canary.connections;
      const agent = pinnedAgent({ addresses: [{ address: '127.0.0.2', family: 4 }] }, 3_000);
      const res = await request(`http://localhost:${canary.port}/`, { dispatcher: agent });
      expect(await res.body.text()).toBe('checked');
      await agent.close();
      expect(canary.connections - before).toBe(0);
    } finally {
      await new Promise<void>((resolve) => checked.close(() => resolve()));
      await canary.close();
    }
  });
});
