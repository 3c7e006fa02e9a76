import { eq, sql } from 'drizzle-orm';
import type { FontExtraction, InstalledFont } from '../../domain/font-extraction';
import { isZipFileName, wrongFontFileMessage } from '../../domain/fonts';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import type { Storage } from '../storage/storage';
import { CSS_WEIGHT, type FontFormat, familyNames, fontFormatOf, weightOf } from './font-files';
import { inspectZip, looksLikeZip, readZip, UnsafeZipError } from './read-zip';

export { DEFAULT_FONT_FAMILY } from '../../domain/fonts';
export const FONT_ZIP_MAX_BYTES = 20 * 1024 * 1024;
export const FONT_ZIP_TOO_LARGE_MESSAGE = 'The ZIP is larger than 20 MB';

const FONT_TYPES: Record<FontFormat, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf' };

/** The archive as uploaded: fonts/{family}/{timestamp}-{file name} (spec 001 §3). */
export async function uploadFontZip(
  storage: Storage,
  input: { family: string; fileName: string; bytes: Buffer },
  actor: SessionUser,
  db: Db,
) {
  if (!isZipFileName(input.fileName) || !looksLikeZip(input.bytes))
    throw new AppError('BAD_REQUEST', wrongFontFileMessage(input.family));
  if (input.bytes.length > FONT_ZIP_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', FONT_ZIP_TOO_LARGE_MESSAGE);
  try {
    inspectZip(input.bytes);
  } catch (error) {
    if (error instanceof UnsafeZipError) throw new AppError('UNPROCESSABLE', error.message);
    throw error;
  }
  const { folder } = familyNames(input.family);
  const safeName =
    input.fileName
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 120) || 'fonts.zip';
  const key = `${folder}/${Date.now()}-${safeName}`;
  await storage.put('fonts', key, input.bytes, { contentType: 'application/zip', overwrite: false });
  await recordAudit(db, actor, { action: 'fonts.upload', targetType: 'font', targetId: key });
  return { key, file_name: input.fileName };
}

/**
 * Extraction (spec 001 §4, §5): the newest ZIP of the family; files whose names carry the family
 * and end in woff2, woff or ttf, checked by their bytes, renamed {Prefix}-{Weight}.{ext}; italics
 * skipped. With a brand, the brand's page then uses the family.
 */
export async function extractFonts(
  db: Db,
  storage: Storage,
  input: { family: string; brandId: string | null },
  actor: SessionUser,
): Promise<FontExtraction> {
  const { folder, prefix, keys } = familyNames(input.family);
  const zips = (await storage.list('fonts', `${folder}/`)).filter(
    (o) => /\.zip$/i.test(o.key) && !o.key.slice(folder.length + 1).includes('/'),
  );
  const newest = zips.sort((a, b) => b.key.localeCompare(a.key))[0];
  if (!newest) throw new AppError('NOT_FOUND', 'No ZIP file found');
  const object = await storage.get('fonts', newest.key);
  if (!object) throw new AppError('NOT_FOUND', 'Failed to download ZIP file');
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());

  let entries: { name: string; data: Uint8Array }[];
  try {
    entries = readZip(bytes);
  } catch (error) {
    if (error instanceof UnsafeZipError)
      throw new AppError('UNPROCESSABLE', `Failed to extract fonts: ${error.message}`);
    throw error;
  }
  const fonts: InstalledFont[] = [];
  const seen = new Set<string>();
  // All the weights or none: a run that fails half-way (a full disk) takes back what it wrote.
  const written: string[] = [];
  const takeBack = async (error: unknown): Promise<never> => {
    await Promise.all(written.map((key) => storage.delete('fonts', key).catch(() => {})));
    throw error;
  };
  for (const entry of entries) {
    const base = entry.name.split('/').pop() ?? '';
    const compact = base.toLowerCase().replace(/[^a-z0-9.]/g, '');
    if (!keys.some((k) => compact.includes(k)) || !/\.(woff2|woff|ttf)$/i.test(base)) continue;
    const weight = weightOf(base);
    const format = fontFormatOf(entry.data);
    if (!weight || !format) continue;
    const ext = format;
    const name = `${prefix}-${weight}.${ext}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const key = `${folder}/${name}`;
    await storage
      .put('fonts', key, Buffer.from(entry.data), {
        contentType: FONT_TYPES[format],
        cacheControlSeconds: 86_400,
      })
      .catch(takeBack);
    written.push(key);
    fonts.push({
      family: input.family,
      weight: CSS_WEIGHT[weight],
      style: 'normal',
      format,
      url: storage.publicUrl('fonts', key),
    });
  }
  if (fonts.length === 0) throw new AppError('UNPROCESSABLE', 'No font files found in ZIP');

  // The brand's change and its audit row are kept together or not at all.
  await inTransaction(db, async (tx) => {
    if (input.brandId) {
      const updated = await tx
        .update(brands)
        .set({
          fonts: fonts.map((f) => ({ ...f })),
          provenance: sql`${brands.provenance} || ${JSON.stringify({
            fonts: { source: `admin:${actor.email}`, method: 'font install', at: new Date().toISOString() },
          })}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(brands.id, input.brandId))
        .returning({ id: brands.id });
      if (updated.length === 0) throw new AppError('NOT_FOUND', 'No such brand');
    }
    await recordAudit(tx, actor, {
      action: 'fonts.extract',
      targetType: input.brandId ? 'brand' : 'font',
      targetId: input.brandId ?? folder,
      after: { fonts: fonts.map((f) => f.url) },
    });
  });
  return {
    count: fonts.length,
    message: `Successfully extracted and uploaded ${fonts.length} font files!`,
    fonts,
  };
}
