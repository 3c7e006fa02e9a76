import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type LogoKitEntry, type LogoKitRole, readsOn } from '../../../domain/logo-kit';
import type { Db } from '../../db/client';
import { brandLogos, brands } from '../../db/schema';
import type { PreparedImage } from '../../images/prepare-image';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import type { Storage } from '../../storage/storage';
import { type FoundLogo, findLogo, prepareLogo } from './find-logo';
import type { LogoCandidate, LogoSourceKind } from './logo-candidates';
import { type LogoInk, measureInk, recolorMark } from './logo-ink';

/** spec 001 §9: stored files are cached for 3600 seconds. */
const CACHE_SECONDS = 3600;
/** A logo at least this much wider than tall is the name drawn (a wordmark); narrower, a symbol. */
const WORDMARK_ASPECT = 2;
const ON_PAGE: LogoSourceKind[] = ['inline-svg', 'svg-image', 'raster-image', 'css-background'];
const ICONS: LogoSourceKind[] = ['favicon', 'apple-touch-icon', 'manifest-icon', 'tile-image'];
/** A dark mark's derived twin for dark grounds, and a pale mark's for light grounds. */
const ON_DARK = '#FFFFFF';
const ON_LIGHT = '#111111';

/** One file of the kit before it is stored. */
interface KitFile {
  role: LogoKitRole;
  image: PreparedImage;
  ink: LogoInk;
  derived: boolean;
  source: string;
  /** Already stored (the brand's logo): its address. */
  url?: string;
}

export interface LogoKitInput {
  /** The logo the identity stage found (light page), and where it was stored if it became the brand's logo. */
  logo: FoundLogo;
  logoUrl: string | null;
  /** Logo candidates of the page rendered in prefers-color-scheme: dark, when it was rendered. */
  darkCandidates: readonly LogoCandidate[] | null;
  /** Every other candidate of the page: the declared icons among them. */
  others: readonly LogoCandidate[];
  policy: FetchPolicy;
  signal?: AbortSignal;
}

const sameBytes = (a: PreparedImage, b: PreparedImage) => a.data.equals(b.data);

async function kitFile(
  role: LogoKitRole | null,
  image: PreparedImage,
  source: string,
  derived: boolean,
): Promise<KitFile | null> {
  const ink = await measureInk(image);
  if (!ink) return null;
  return {
    role: role ?? (ink.aspect >= WORDMARK_ASPECT ? 'wordmark' : 'symbol'),
    image,
    ink,
    derived,
    source,
  };
}

/** The icon the site declares, SVG first, then the largest. */
async function siteIcon(input: LogoKitInput): Promise<FoundLogo | null> {
  const icons = input.others
    .filter((c) => ICONS.includes(c.kind) && c.kind !== 'inline-svg')
    .sort((a, b) => {
      const svg = (c: LogoCandidate) => ('url' in c && /\.svg(\?|$)/i.test(c.url) ? 1 : 0);
      return svg(b) - svg(a) || b.size - a.size || b.confidence - a.confidence;
    })
    // The icons are chosen here by kind, not as the logo: their own confidence does not bar them.
    .map((c) => ({ ...c, confidence: 1 }));
  if (icons.length === 0) return null;
  return (await findLogo(icons.slice(0, 3), input.policy, input.signal)).found;
}

/**
 * The brand's logo kit: the logo found (a wordmark or a symbol by its shape), its variant for the
 * other ground (the site's own, from the page rendered in dark mode, or one derived by recolouring
 * a one-colour mark), and the icon the site declares (SVG when it has one). Each with the colour
 * it is drawn in, so a tile can pick the one that reads on its ground.
 */
export async function assembleLogoKit(input: LogoKitInput): Promise<KitFile[]> {
  const main = await kitFile(null, input.logo.image, input.logo.source, false);
  if (!main) return [];
  if (input.logoUrl) main.url = input.logoUrl;
  const files: KitFile[] = [main];

  let other: KitFile | null = null;
  const dark = input.darkCandidates?.filter((c) => ON_PAGE.includes(c.kind)) ?? [];
  if (dark.length > 0) {
    const found = (await findLogo(dark, input.policy, input.signal)).found;
    if (found && !sameBytes(found.image, input.logo.image))
      other = await kitFile(main.role, found.image, found.source, false);
  }
  if (!other && main.ink.monochrome) {
    const onDark = !readsOn({ ink_luminance: main.ink.luminance, self_backed: false }, 'dark');
    const onLight = !readsOn({ ink_luminance: main.ink.luminance, self_backed: false }, 'light');
    const color = onDark ? ON_DARK : onLight ? ON_LIGHT : main.ink.luminance < 0.4 ? ON_DARK : ON_LIGHT;
    const recolored = await prepareLogo(await recolorMark(input.logo.image, color));
    if (recolored) other = await kitFile(main.role, recolored, input.logo.source, true);
  }
  if (other) files.push(other);

  const icon = await siteIcon(input);
  if (icon && !files.some((f) => sameBytes(f.image, icon.image))) {
    const file = await kitFile('icon', icon.image, icon.source, false);
    if (file) files.push(file);
  }
  return files;
}

/** The ground a file is for: the one it reads on, the light one when both do (the page's own). */
function groundOf(file: KitFile, files: readonly KitFile[]): 'light' | 'dark' {
  const entry = { ink_luminance: file.ink.luminance, self_backed: file.ink.selfBacked };
  if (!readsOn(entry, 'light')) return 'dark';
  if (!readsOn(entry, 'dark')) return 'light';
  // Both read: a variant of the same role is the other ground's when its twin is lighter.
  const twin = files.find((f) => f !== file && f.role === file.role);
  return twin && twin.ink.luminance < file.ink.luminance ? 'dark' : 'light';
}

/**
 * The brand's current logo when it is the very file found now (an analysis that found the same
 * logo again does not replace it): the kit then describes it rather than a copy.
 */
export async function sameStoredLogo(
  storage: Storage,
  logoUrl: string | null,
  image: PreparedImage,
): Promise<string | null> {
  const ours = logoUrl ? storage.parsePublicUrl(logoUrl) : null;
  if (!ours) return null;
  const object = await storage.get(ours.bucket, ours.key).catch(() => null);
  if (!object) return null;
  const bytes = Buffer.from(await new Response(object.body).arrayBuffer());
  return bytes.equals(image.data) ? logoUrl : null;
}

/** A file's name from its bytes: the same drawing stored again is the same file, listed once. */
const contentKey = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 20);

/**
 * Stores the kit's files in brand-logos ({brandId}/kit-{content hash}.{ext}, so analysing again
 * adds no copies), lists each new one in the logo library with its role and ground in its name,
 * and writes brands.logo_kit. A protected brand keeps its kit and gets no files.
 */
export async function storeLogoKit(
  db: Db,
  storage: Storage,
  brand: { id: string; name: string },
  files: readonly KitFile[],
): Promise<LogoKitEntry[]> {
  if (files.length === 0) return [];
  const [current] = await db
    .select({ protected: brands.protected })
    .from(brands)
    .where(eq(brands.id, brand.id));
  if (!current || current.protected) return [];
  const entries: LogoKitEntry[] = [];
  for (const file of files) {
    let url = file.url;
    if (!url) {
      const key = `${brand.id}/kit-${contentKey(file.image.data)}.${file.image.ext}`;
      await storage.put('brand-logos', key, file.image.data, {
        contentType: file.image.contentType,
        cacheControlSeconds: CACHE_SECONDS,
        overwrite: true,
      });
      url = storage.publicUrl('brand-logos', key);
    }
    entries.push({
      url,
      role: file.role,
      ground: groundOf(file, files),
      file_type: file.image.fileType,
      ink: file.ink.ink,
      ink_luminance: Math.round(file.ink.luminance * 1000) / 1000,
      self_backed: file.ink.selfBacked,
      derived: file.derived,
      source: file.source,
    });
  }
  const written = await db.transaction(async (tx) => {
    const listed = await tx
      .select({ fileUrl: brandLogos.fileUrl })
      .from(brandLogos)
      .where(eq(brandLogos.brandId, brand.id));
    const known = new Set(listed.map((l) => l.fileUrl));
    const added = entries.filter((e) => !known.has(e.url));
    if (added.length > 0)
      await tx.insert(brandLogos).values(
        added.map((e) => ({
          brandId: brand.id,
          name: `${brand.name} ${e.role}, ${e.ground} background${e.derived ? ', derived' : ''} (${e.file_type})`,
          fileUrl: e.url,
          fileType: e.file_type,
        })),
      );
    const updated = await tx
      .update(brands)
      .set({ logoKit: entries as unknown as Record<string, unknown>[], updatedAt: sql`now()` })
      .where(and(eq(brands.id, brand.id), eq(brands.protected, false)))
      .returning({ id: brands.id });
    return updated.length > 0;
  });
  return written ? entries : [];
}
