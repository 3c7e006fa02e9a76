import type { CheerioAPI } from 'cheerio';
import { httpAddress } from '../../../domain/http-address';
import { optimizedImageSource } from '../extract/image-optimizer';
import { firstOfSrcset } from '../extract/srcset';
import type { LogoCandidate } from './logo-candidates';

const DARK_SCHEME = /prefers-color-scheme\s*:\s*dark/i;

/** The file a srcset names first; an image optimiser's address stands for the file it resizes. */
const absolute = (srcset: string | undefined, base: string) => {
  const address = httpAddress(firstOfSrcset(srcset), base)?.toString();
  return address ? optimizedImageSource(address) : null;
};

/**
 * The site's own logo for dark grounds, as the page states it without running a script: the
 * `<source media="(prefers-color-scheme: dark)">` of the <picture> that shows the logo found. Null
 * when the logo is not an image file in such a picture.
 */
export function darkPictureVariant(
  $: CheerioAPI,
  pageUrl: string,
  logo: LogoCandidate,
): LogoCandidate | null {
  if (logo.kind !== 'svg-image' && logo.kind !== 'raster-image') return null;
  for (const picture of $('picture').toArray()) {
    const sources = $(picture).find('source');
    const dark = sources.filter((_, source) => DARK_SCHEME.test($(source).attr('media') ?? '')).first();
    if (dark.length === 0) continue;
    const img = $(picture).find('img').first();
    const shown = [
      img.attr('src'),
      img.attr('srcset'),
      ...sources
        .not(dark)
        .map((_, s) => $(s).attr('srcset'))
        .get(),
    ]
      .map((address) => absolute(address, pageUrl))
      .filter((url): url is string => url !== null);
    if (!shown.includes(logo.url)) continue;
    const url = absolute(dark.attr('srcset') ?? dark.attr('src'), pageUrl);
    if (!url || url === logo.url) return null;
    const isSvg = /\.svg$/i.test(new URL(url).pathname) || /svg/i.test(dark.attr('type') ?? '');
    return {
      ...logo,
      kind: isSvg ? 'svg-image' : 'raster-image',
      url,
      evidence: { ...logo.evidence, attribute: 'srcset', text: dark.toString().slice(0, 300) },
    };
  }
  return null;
}
