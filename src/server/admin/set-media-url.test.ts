import https from 'node:https';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../domain/brand';
import { makeSelfSignedCertificate, type SelfSigned } from '../hardening/fixtures/self-signed';
import { MAX_IMAGE_BYTES } from '../images/prepare-image';
import { requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import {
  type FixtureServer,
  type LoopbackServer,
  serveFixtureSite,
  serveOnLoopback,
} from '../test/fixture-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { IMAGE_URL_MESSAGES } from './fetch-image-url';

/**
 * 'Set URL' for the logo and the brand image: an https address answering with an image is fetched
 * through the analyzer's fetcher (127.0.0.1 allowed here as ANALYZER_ALLOW_HOSTS allows it in tests),
 * checked by its bytes and stored as a copy; anything else changes nothing and says why.
 */
let t: TestApp;
let admin: string;
let tls: SelfSigned | null;
let images: LoopbackServer;
let plain: FixtureServer;
let png: Buffer;
const hits: string[] = [];

beforeAll(async () => {
  tls = makeSelfSignedCertificate();
  png = await sharp({ create: { width: 48, height: 48, channels: 4, background: '#D62828' } })
    .png()
    .toBuffer();
  plain = await serveFixtureSite({ '/logo.png': { type: 'image/png', body: png } });
  t = await createTestApp({
    configOverrides: { analyzerAllowHosts: ['127.0.0.1'] },
    fetchPolicy: { trustedCertificates: tls ? [tls.cert] : [] },
  });
  admin = (await signInActors(t)).admin;
  if (!tls) return;
  images = await serveOnLoopback(
    https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/logo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      // Served with an image type, but a web page: the bytes decide.
      if (req.url === '/fake.png') {
        return void res
          .writeHead(200, { 'content-type': 'image/png' })
          .end('<!doctype html><title>hi</title>');
      }
      if (req.url === '/huge.png') {
        return void res
          .writeHead(200, { 'content-type': 'image/png' })
          .end(Buffer.alloc(MAX_IMAGE_BYTES + 1));
      }
      if (req.url === '/to-http') {
        return void res.writeHead(302, { location: `${plain.origin}/logo.png` }).end();
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }),
  );
});
afterAll(async () => {
  await images?.close();
  await plain.close();
  tls?.remove();
  await t.close();
});

const setUrl = (brandId: string, kind: 'logo' | 'image', url: string) =>
  requestAs(t, admin, 'PUT', `/api/admin/brands/${brandId}/${kind}`, { url });

async function refused(res: Response) {
  expect(res.status).toBe(422);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return ((await res.json()) as { detail: string }).detail;
}

describe('PUT /api/admin/brands/{id}/logo|image with a URL', () => {
  it('copies an https image into storage and shows it from our origin', async ({ skip }) => {
    if (!tls) return skip('openssl is not installed: no certificate for the https server');
    const brand = await insertBrand(t.database.db, { logoUrl: null, brandImageUrl: null });
    const res = await setUrl(brand.id, 'logo', `${images.origin}/logo.png`);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as Brand;
    expect(saved.logo_url).toMatch(new RegExp(`^/files/brand-images/${brand.id}-logo-\\d+\\.png$`));
    const served = await t.app.request(saved.logo_url ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    const { width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(width).toBe(48);
    const sources = (await (
      await requestAs(t, admin, 'GET', `/api/admin/brands/${brand.id}/provenance`)
    ).json()) as Record<string, { method: string; evidence?: { url: string } }>;
    expect(sources.logo_url).toMatchObject({
      method: 'media',
      evidence: { url: `${images.origin}/logo.png` },
    });

    const photo = await setUrl(brand.id, 'image', `${images.origin}/logo.png`);
    expect(((await photo.json()) as Brand).brand_image_url).toMatch(/^\/files\/brand-images\/.+\.webp$/);
  });

  it('refuses an http address without fetching it', async () => {
    const brand = await insertBrand(t.database.db, { logoUrl: null });
    const before = plain.hits.length;
    expect(await refused(await setUrl(brand.id, 'logo', `${plain.origin}/logo.png`))).toBe(
      IMAGE_URL_MESSAGES.notHttps,
    );
    expect(plain.hits.length).toBe(before);
    expect(((await (await t.app.request(`/api/brands/${brand.slug}`)).json()) as Brand).logo_url).toBeNull();
  });

  it('refuses what is not an image, too large, unreachable, redirected to http or private', async ({
    skip,
  }) => {
    if (!tls) return skip('openssl is not installed: no certificate for the https server');
    const brand = await insertBrand(t.database.db, { logoUrl: 'https://cdn.example/kept.svg' });
    expect(await refused(await setUrl(brand.id, 'logo', `${images.origin}/fake.png`))).toMatch(
      new RegExp(`^${IMAGE_URL_MESSAGES.notAnImage}: `),
    );
    expect(await refused(await setUrl(brand.id, 'logo', `${images.origin}/huge.png`))).toMatch(
      /^The image could not be fetched: The response is larger than/,
    );
    expect(await refused(await setUrl(brand.id, 'logo', `${images.origin}/missing.png`))).toBe(
      IMAGE_URL_MESSAGES.status(404),
    );
    expect(await refused(await setUrl(brand.id, 'logo', `${images.origin}/to-http`))).toBe(
      IMAGE_URL_MESSAGES.redirectedToHttp,
    );
    // A closed port on loopback: nothing answers.
    const closed = await serveOnLoopback(() => {});
    const closedOrigin = `https://127.0.0.1:${closed.port}`;
    await closed.close();
    expect(await refused(await setUrl(brand.id, 'logo', `${closedOrigin}/logo.png`))).toMatch(
      /^The image could not be fetched: Could not reach/,
    );
    // 'localhost' is not an allowed host: the fetcher's policy refuses it (its port first).
    expect(
      await refused(await setUrl(brand.id, 'logo', `https://localhost:${images.port}/logo.png`)),
    ).toMatch(/^The image could not be fetched: Port \d+ is not a web port/);
    const after = (await (await t.app.request(`/api/brands/${brand.slug}`)).json()) as Brand;
    expect(after.logo_url).toBe('https://cdn.example/kept.svg');
  });

  it('keeps the spec text for a blank address', async () => {
    const brand = await insertBrand(t.database.db);
    const res = await setUrl(brand.id, 'logo', '   ');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please enter an image URL');
  });
});
