import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FontFormat } from '../../../domain/fonts';
import {
  alternativeFor,
  type BrandTypeface,
  categoryOf,
  familyList,
  fontSourceOf,
  isSystemFamily,
  licenceOf,
  type TypeRole,
} from '../../../domain/typography';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { fontFormatOf } from '../../fonts/font-files';
import type { Storage } from '../../storage/storage';
import type { ProbedElement } from '../render/page-probe';
import type { RenderedPage } from '../render/render-page';

const FONT_TYPES: Record<FontFormat, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf' };
/** Which probed elements stand for each role, best first. */
const ROLE_ELEMENTS: Record<TypeRole, string[]> = {
  display: ['display', 'h1'],
  heading: ['h2', 'h1', 'h3'],
  body: ['text', 'body'],
};

/** A typeface read from the page, with the file of an open face to keep. */
export interface ReadTypeface {
  face: Omit<BrandTypeface, 'file_url'>;
  /** The open face's file as the browser loaded it, to keep a copy of. */
  file: { bytes: Buffer; format: FontFormat } | null;
}

const FONT_FACE = /@font-face\s*\{([^}]*)\}/gi;

/** @font-face rules of the stylesheets the browser loaded: family → the files its src names. */
function declaredFaces(page: RenderedPage): Map<string, string[]> {
  const faces = new Map<string, string[]>();
  const add = (family: string, urls: string[]) => {
    const k = family.toLowerCase();
    faces.set(k, [...(faces.get(k) ?? []), ...urls]);
  };
  for (const sheet of page.stylesheets) {
    const css = sheet.body.toString('utf8');
    for (const [, block] of css.matchAll(FONT_FACE)) {
      const family = /font-family\s*:\s*["']?([^;"']+)["']?/i.exec(block ?? '')?.[1]?.trim();
      if (!family) continue;
      const urls = [...(block ?? '').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/gi)].flatMap(([, u]) => {
        try {
          return [new URL(u ?? '', sheet.url).toString()];
        } catch {
          return [];
        }
      });
      add(family, urls);
    }
  }
  for (const face of page.light.faces)
    if (face.src.length > 0 || face.status === 'declared') add(face.family, face.src);
  for (const face of page.light.faces) if (!faces.has(face.family.toLowerCase())) add(face.family, []);
  return faces;
}

function elementFor(page: RenderedPage, role: TypeRole): ProbedElement | null {
  for (const wanted of ROLE_ELEMENTS[role]) {
    const found = page.light.elements.find((e) => e.role === wanted && e.text.length > 0);
    if (found) return found;
  }
  return null;
}

/**
 * The page's typefaces by role (display: its largest text, heading: a second-level heading, body:
 * a paragraph), each as the family the browser really drew with (the first of the stack it has a
 * face for, or a system family), where the face came from, its licence, its proportions as
 * measured, a shipped free alternative for a face we may not load, and the file of an open face.
 */
export function readTypography(page: RenderedPage): ReadTypeface[] {
  const declared = declaredFaces(page);
  const read: ReadTypeface[] = [];
  for (const role of ['display', 'heading', 'body'] as const) {
    const element = elementFor(page, role);
    if (!element) continue;
    const stack = familyList(element.fontFamily);
    const family = stack.find((f) => declared.has(f.toLowerCase()) || isSystemFamily(f)) ?? stack[0];
    if (!family) continue;
    const urls = declared.get(family.toLowerCase()) ?? [];
    const source = fontSourceOf(urls, declared.has(family.toLowerCase()));
    const licence = licenceOf(family, source);
    const category = categoryOf(family, stack);
    const proportions = page.light.metrics[element.role] ?? null;
    const alternative = alternativeFor(family, category, proportions);
    let file: ReadTypeface['file'] = null;
    if (licence === 'open') {
      for (const captured of page.fonts.filter((f) => urls.includes(f.url))) {
        const format = fontFormatOf(captured.body);
        if (format && (!file || format === 'woff2')) file = { bytes: captured.body, format };
      }
    }
    read.push({
      face: {
        role,
        family,
        source,
        licence,
        category,
        weight: element.fontWeight,
        size_px: Math.round(element.fontSize),
        proportions: proportions ? { ...proportions } : null,
        alternative: licence === 'open' && file ? null : alternative.family,
        source_url: page.url,
      },
      file,
    });
  }
  return read;
}

/**
 * Keeps the files of the open faces in the fonts bucket (brand-fonts/{brandId}/{content hash}.{ext},
 * so analysing again adds no copies; served from our origin as the CSP wants) and writes
 * brands.typography with its provenance. A protected brand is left as it is.
 */
export async function storeTypography(
  db: Db,
  storage: Storage,
  brandId: string,
  read: readonly ReadTypeface[],
): Promise<BrandTypeface[]> {
  if (read.length === 0) return [];
  const [current] = await db
    .select({ protected: brands.protected })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!current || current.protected) return [];
  const faces: BrandTypeface[] = [];
  for (const { face, file } of read) {
    let fileUrl: string | null = null;
    if (file) {
      const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 20);
      const key = `brand-fonts/${brandId}/${hash}.${file.format}`;
      await storage.put('fonts', key, file.bytes, {
        contentType: FONT_TYPES[file.format],
        cacheControlSeconds: 86_400,
        overwrite: true,
      });
      fileUrl = storage.publicUrl('fonts', key);
    }
    faces.push({ ...face, file_url: fileUrl });
  }
  const provenance = {
    typography: {
      source: read[0]?.face.source_url ?? '',
      method: 'computed styles and font faces of the page as rendered',
      at: new Date().toISOString(),
    },
  };
  const written = await db
    .update(brands)
    .set({
      typography: faces as unknown as Record<string, unknown>[],
      provenance: sql`${brands.provenance} || ${JSON.stringify(provenance)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(brands.id, brandId), eq(brands.protected, false)))
    .returning({ id: brands.id });
  return written.length > 0 ? faces : [];
}
