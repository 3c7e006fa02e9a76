import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type LoopbackServer, serveOnLoopback } from '../../../test/fixture-server';
import type { CorpusSite, RecordedRoute } from './corpus';

export interface ReplayServer extends LoopbackServer {
  /** Every request target asked for, in order. */
  hits: string[];
}

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|svg|webp|ico|avif|bmp)$/i;
const TEXT_FILE = /\.(html?|css|json|svg|xml|txt)$/i;
const SIDE = 256;

/** A transparent square: it stands for an image the corpus did not keep, and paints no colour. */
const PLACEHOLDER_PNG = sharp({
  create: { width: SIDE, height: SIDE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
})
  .png()
  .toBuffer();
const PLACEHOLDER_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}"><rect width="${SIDE}" height="${SIDE}" fill="none"/></svg>`,
);

/** An .ico holding the transparent PNG as its one frame (0 in the directory means 256 pixels). */
async function placeholderIco(): Promise<Buffer> {
  const png = await PLACEHOLDER_PNG;
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(0, 6);
  header.writeUInt8(0, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

async function placeholderFor(pathname: string): Promise<{ type: string; body: Buffer }> {
  const ext = IMAGE_EXTENSION.exec(pathname)?.[1]?.toLowerCase();
  if (ext === 'svg') return { type: 'image/svg+xml', body: PLACEHOLDER_SVG };
  if (ext === 'ico') return { type: 'image/x-icon', body: await placeholderIco() };
  return { type: 'image/png', body: await PLACEHOLDER_PNG };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Serves one recorded site on 127.0.0.1 as the corpus README describes: `path+search` first, then
 * `path`, the recorded status, type and location, the stored bytes untouched. The corpus kept few
 * images, so an image the site's own recorded files refer to, but which was not stored, answers
 * with a transparent placeholder of the same kind (the logo can then be judged by its address; it
 * adds no colour). Anything else answers 404.
 */
export async function serveRecordedSite(site: CorpusSite): Promise<ReplayServer> {
  const routes = site.routes.routes;
  const recordedText = Object.values(routes)
    .filter((route): route is RecordedRoute & { file: string } =>
      Boolean(route.file && TEXT_FILE.test(route.file)),
    )
    .map((route) => fs.readFileSync(path.join(site.dir, route.file)).toString('latin1'))
    .join('\n');
  // Referenced by its path, or by a relative address ending with the path's last two segments.
  const isReferenced = (pathname: string) => {
    if (pathname.length <= 1) return false;
    const tail = pathname.split('/').slice(-2).join('/');
    return [pathname, safeDecode(pathname), tail, safeDecode(tail)].some(
      (p) => p.length > 3 && recordedText.includes(p),
    );
  };
  const hits: string[] = [];
  const server = await serveOnLoopback((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay.invalid');
    hits.push(`${url.pathname}${url.search}`);
    const route = routes[`${url.pathname}${url.search}`] ?? routes[url.pathname];
    if (route) {
      const headers: Record<string, string> = {};
      if (route.contentType) headers['content-type'] = route.contentType;
      if (route.location) headers.location = route.location;
      res.writeHead(route.status, headers);
      res.end(route.file ? fs.readFileSync(path.join(site.dir, route.file)) : undefined);
      return;
    }
    const wantsImage = /^image\//i.test(req.headers.accept ?? '');
    const lastSegment = url.pathname.split('/').pop() ?? '';
    const imageLike = IMAGE_EXTENSION.test(url.pathname) || (wantsImage && !lastSegment.includes('.'));
    if (imageLike && isReferenced(url.pathname)) {
      void placeholderFor(url.pathname).then(({ type, body }) => {
        res.writeHead(200, { 'content-type': type }).end(body);
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not recorded');
  });
  return { ...server, hits };
}

/** The host names a replay answers for: the page's host and its www./bare twin. */
export function replayedHosts(pageHost: string): string[] {
  const host = pageHost.toLowerCase();
  const twin = host.startsWith('www.') ? host.slice(4) : `www.${host}`;
  return [host, twin];
}
