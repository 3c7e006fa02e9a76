import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldProvenance } from '../../../domain/provenance';
import { type BrandRow, brands } from '../../db/schema';
import type { FixtureResource, FixtureServer } from '../../test/fixture-server';
import { WINDOWS_1252_HIGH } from '../extract/charset';
import { type AnalyzerHarness, createAnalyzerHarness } from '../test/analyzer-harness';
import { markSvg, pngFromSvg } from '../test/fixture-images';

/**
 * Bytes of a text in a legacy encoding, built from the platform's own decoder: every byte pair
 * (or byte) the encoding maps is decoded once, and the text is written back with that table.
 */
function encodeLegacy(text: string, encoding: 'gbk' | 'shift_jis' | 'windows-1252'): Buffer {
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number[]>();
  if (encoding === 'windows-1252') {
    for (let b = 0xa0; b <= 0xff; b++) table.set(decoder.decode(Uint8Array.of(b)), [b]);
    WINDOWS_1252_HIGH.forEach((ch, i) => {
      if (ch) table.set(ch, [0x80 + i]);
    });
  } else {
    const leads =
      encoding === 'gbk'
        ? [[0x81, 0xfe]]
        : [
            [0x81, 0x9f],
            [0xe0, 0xfc],
          ];
    for (const [from, to] of leads as [number, number][]) {
      for (let lead = from; lead <= to; lead++) {
        for (let trail = 0x40; trail <= 0xfe; trail++) {
          const ch = decoder.decode(Uint8Array.of(lead, trail));
          if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, [lead, trail]);
        }
      }
    }
  }
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else {
      const mapped = table.get(ch);
      if (!mapped) throw new Error(`${ch} has no ${encoding} code`);
      bytes.push(...mapped);
    }
  }
  return Buffer.from(bytes);
}

const page = (head: string, body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;
/** No charset anywhere: the header says only text/html, the page has no meta charset. */
const undeclared = (bytes: Buffer): FixtureResource => ({ type: 'text/html', body: bytes });
const MOJIBAKE = /\uFFFD|Ã[\u0080-\u00BF]|â€|ï¿½|Â[\u00A0-\u00BF]/;

/** Fields the identity stage stores: each must come with its confidence and evidence. */
const IDENTITY_FIELDS = ['tagline', 'description', 'year_founded', 'primary_color', 'logo_url'] as const;

let h: AnalyzerHarness;
const analyzed = new Map<string, { row: BrandRow; server: FixtureServer; ms: number }>();

async function analyze(name: string, pages: Record<string, FixtureResource>) {
  const started = performance.now();
  const server = await h.serve({ pages: async () => pages } as never);
  const created = await h.addBrand({ name, url: `${server.origin}/` });
  await h.worker.drain();
  const [row] = await h.t.database.db.select().from(brands).where(eq(brands.id, created.id));
  if (!row) throw new Error('the brand is gone');
  analyzed.set(name, { row, server, ms: performance.now() - started });
  return row;
}

function expectEvidenceForEveryValue(row: BrandRow) {
  const provenance = row.provenance as Record<string, FieldProvenance>;
  const columns: Record<(typeof IDENTITY_FIELDS)[number], unknown> = {
    tagline: row.tagline,
    description: row.description,
    year_founded: row.yearFounded,
    primary_color: row.primaryColor,
    logo_url: row.logoUrl,
  };
  for (const field of IDENTITY_FIELDS) {
    if (columns[field] === null) continue;
    expect(provenance[field]?.evidence, `${field} has evidence`).toMatchObject({
      source: expect.any(String),
      url: expect.any(String),
    });
    expect(provenance[field]?.confidence, `${field} has a confidence`).toBeGreaterThanOrEqual(0.45);
  }
}

function expectNoMojibake(row: BrandRow) {
  for (const text of [row.tagline, row.description, row.mission, row.vision, ...row.keywords]) {
    if (text) expect(text).not.toMatch(MOJIBAKE);
  }
}

beforeAll(async () => {
  h = await createAnalyzerHarness({ timeoutMs: 10_000 });
});
afterAll(async () => h.close());

describe('pages in legacy encodings, without any charset declared', () => {
  it('reads a GB2312 page', async () => {
    const html = page(
      '<title>新华网_传播中国 报道世界</title><meta name="description" content="新华网是国家通讯社主办的综合新闻门户网站。">',
      '<header><a href="/">新华网</a></header><p>新闻</p>',
      'zh',
    );
    const row = await analyze('新华网', { '/': undeclared(encodeLegacy(html, 'gbk')) });
    expect(row.analysisStatus).toBe('completed');
    expect(row.description).toBe('新华网是国家通讯社主办的综合新闻门户网站。');
    expect(row.tagline).toBe('传播中国 报道世界');
    expectNoMojibake(row);
    expectEvidenceForEveryValue(row);
  });

  it('reads a Shift_JIS page', async () => {
    const html = page(
      '<title>さくら珈琲 | 毎朝、挽きたての一杯を</title><meta name="description" content="さくら珈琲は東京の小さな焙煎所です。">',
      '<header><a href="/">さくら珈琲</a></header><p>コーヒー豆</p>',
      'ja',
    );
    const row = await analyze('さくら珈琲', { '/': undeclared(encodeLegacy(html, 'shift_jis')) });
    expect(row.description).toBe('さくら珈琲は東京の小さな焙煎所です。');
    expect(row.tagline).toBe('毎朝、挽きたての一杯を');
    expectNoMojibake(row);
    expectEvidenceForEveryValue(row);
  });

  it('reads a Windows-1252 page', async () => {
    const html = page(
      '<title>Café Müller – Frühstück für alle</title><meta name="description" content="Crème brûlée, Kaffee und Brötchen – seit jeher in der Altstadt.">',
      '<header><a href="/">Café Müller</a></header><footer><p>Seit 1923</p></footer>',
      'de',
    );
    const row = await analyze('Café Müller', { '/': undeclared(encodeLegacy(html, 'windows-1252')) });
    expect(row.description).toBe('Crème brûlée, Kaffee und Brötchen – seit jeher in der Altstadt.');
    expect(row.tagline).toBe('Frühstück für alle');
    expect(row.yearFounded).toBe(1923);
    expectNoMojibake(row);
    expectEvidenceForEveryValue(row);
  });
});

describe('hostile and huge pages, within the existing limits', () => {
  it('reads malformed HTML: unclosed and stray tags, unquoted attributes, broken JSON-LD', async () => {
    const row = await analyze('Acme Tools', {
      '/': {
        body: `<html><head><title>Acme Tools | Tools for makers</title>
          <meta name=description content=Tools&#32;made&#32;well.>
          <meta name="theme-color" content="#C41230">
          <script type="application/ld+json">{"@type": "Organization", "name": "Acme Tools", "foundingDate": </script>
          </head><body><div><p>Unclosed <b>bold <i>italic</p></div></div></span>
          <header><a href="/" class="logo"><svg viewBox="0 0 120 40" width="120" height="40"><path d="M0 0h120v40H0z" fill="#C41230"/></a>
          <table><tr><td>cell<td>another</table></p></p>`,
      },
    });
    expect(row.analysisStatus).toBe('completed');
    expect(row).toMatchObject({
      tagline: 'Tools for makers',
      description: 'Tools made well.',
      primaryColor: '#C41230',
    });
    expect(row.yearFounded).toBeNull();
    expectEvidenceForEveryValue(row);
  });

  it('reads a page of almost 5 MB, the largest the fetcher takes', async () => {
    const paragraph = `<p>${'Sturdy boots and warm coats for long winters in the hills. '.repeat(30)}</p>\n`;
    const filler = paragraph.repeat(Math.floor((4.9 * 1024 * 1024) / paragraph.length));
    const logo = await pngFromSvg(markSvg({ disc: '#1B4D3E', square: '#E8772E' }), 256);
    const body = page(
      '<title>Northfold | Outfitters since 1952</title><meta name="description" content="Outdoor clothing from the north.">',
      `<header><a href="/" class="site-logo"><img src="/logo.png" alt="Northfold"></a></header><main>${filler}</main>`,
    );
    expect(Buffer.byteLength(body)).toBeGreaterThan(4.8 * 1024 * 1024);
    const row = await analyze('Northfold', { '/': { body }, '/logo.png': { type: 'image/png', body: logo } });
    expect(row.analysisStatus).toBe('completed');
    expect(row.description).toBe('Outdoor clothing from the north.');
    expect(row.logoUrl).not.toBeNull();
    expectEvidenceForEveryValue(row);
  });

  it('reads a page of 2,000 product images without downloading them, and takes the header logo', async () => {
    const logo = await pngFromSvg(markSvg({ disc: '#5B2EFF', square: '#FFFFFF' }), 200);
    const grid = Array.from(
      { length: 2_000 },
      (_, i) =>
        `<div class="product-tile"><img src="/img/p${i}.jpg" alt="Product ${i}" width="300" height="300"></div>`,
    ).join('\n');
    const row = await analyze('Gridline', {
      '/': {
        body: page(
          '<title>Gridline</title><meta name="description" content="Everything for the home.">',
          `<header><a href="/"><img src="/brand/gridline-logo.png" alt="Gridline"></a></header><main class="product-grid">${grid}</main>`,
        ),
      },
      '/brand/gridline-logo.png': { type: 'image/png', body: logo },
    });
    expect(row.analysisStatus).toBe('completed');
    const { server } = analyzed.get('Gridline')!;
    expect(server.hits.filter((hit) => hit.startsWith('/img/'))).toEqual([]);
    expect(server.hits).toContain('/brand/gridline-logo.png');
    expect((row.provenance as Record<string, FieldProvenance>).logo_url?.source).toMatch(
      /gridline-logo\.png$/,
    );
    expectEvidenceForEveryValue(row);
  });

  it('reads a page that is one giant inline SVG, and does not take the drawing for a logo', async () => {
    const paths = Array.from(
      { length: 40_000 },
      (_, i) =>
        `<path d="M${i % 1000} ${Math.floor(i / 1000)}h2v2h-2z" fill="#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}"/>`,
    ).join('');
    const row = await analyze('Plotter', {
      '/': {
        body: page(
          '<title>Plotter | Drawings by machine</title><meta name="description" content="Generative drawings, printed large.">',
          `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200" viewBox="0 0 1000 40">${paths}</svg>`,
        ),
      },
    });
    expect(row.analysisStatus).toBe('completed');
    expect(row.description).toBe('Generative drawings, printed large.');
    expect(row.logoUrl).toBeNull();
    expect(row.primaryColor).toBeNull();
    expectEvidenceForEveryValue(row);
  });
});
