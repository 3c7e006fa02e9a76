import type { FetchPolicy } from '../fetcher/safe-fetch';
import type { WebManifest } from '../identity/web-manifest';
import type { FoundLogo } from '../logos/find-logo';
import type { SiteSnapshot } from '../pipeline/site-snapshot';
import { linkedStylesheets } from '../pipeline/stylesheets';
import { type BrandPalette, choosePalette } from './choose-palette';
import { type ColorSample, SAMPLE_WEIGHTS } from './color-sample';
import { parseCssColor } from './color-science';
import { type CssSource, colorsFromCss } from './css-colors';
import { colorsFromLogo } from './logo-colors';

const MAX_STYLE_ATTRIBUTES = 500;

export interface ColorEvidence {
  site: SiteSnapshot;
  manifest: WebManifest | null;
  logo: FoundLogo | null;
  policy: FetchPolicy;
  signal?: AbortSignal;
  /** The linked stylesheets, when already fetched. */
  sheets?: CssSource[];
}

function declared(hexText: string | null | undefined, weight: number, source: string, method: string) {
  const color = hexText ? parseCssColor(hexText) : null;
  return color && color.alpha >= 0.5 ? [{ hex: color.hex, weight, source, method }] : [];
}

/** Every piece of colour evidence the site gives: theme colours, manifest, CSS and the logo. */
export async function gatherColorSamples(input: ColorEvidence): Promise<ColorSample[]> {
  const { site, manifest, logo } = input;
  const page = site.home.url;
  const samples: ColorSample[] = [];
  site.$('meta[name="theme-color" i]').each((index, element) => {
    // Several theme-color tags (light and dark schemes): the first is the brand's main one.
    const weight = index === 0 ? SAMPLE_WEIGHTS.themeColorMeta : SAMPLE_WEIGHTS.themeColorMeta / 4;
    samples.push(...declared(site.$(element).attr('content'), weight, page, 'theme-color meta tag'));
  });
  samples.push(
    ...declared(
      site.$('meta[name="msapplication-TileColor" i]').attr('content'),
      SAMPLE_WEIGHTS.tileColorMeta,
      page,
      'msapplication-TileColor meta tag',
    ),
  );
  if (manifest) {
    samples.push(
      ...declared(
        manifest.themeColor,
        SAMPLE_WEIGHTS.manifestThemeColor,
        manifest.url,
        'web manifest theme_color',
      ),
      ...declared(
        manifest.backgroundColor,
        SAMPLE_WEIGHTS.manifestBackgroundColor,
        manifest.url,
        'web manifest background_color',
      ),
    );
  }

  const css: CssSource[] = [...(input.sheets ?? (await linkedStylesheets(site, input.policy, input.signal)))];
  site.$('style').each((_, element) => {
    css.push({ css: site.$(element).text(), source: page, kind: 'inline <style>' });
  });
  site
    .$('[style]')
    .slice(0, MAX_STYLE_ATTRIBUTES)
    .each((_, element) => {
      const node = site.$(element);
      const tag = 'tagName' in element ? element.tagName : '';
      const classes = (node.attr('class') ?? '').trim().split(/\s+/).filter(Boolean);
      css.push({
        css: node.attr('style') ?? '',
        source: page,
        kind: 'style attribute',
        selector: [tag, ...classes.map((c) => `.${c}`)].join(''),
      });
    });
  samples.push(...colorsFromCss(css));

  if (logo) {
    try {
      samples.push(...(await colorsFromLogo(logo.image.data, logo.source)));
    } catch {
      // A logo sharp cannot rasterise still counts as a logo; its colours are simply not read.
    }
  }
  return samples;
}

/** The brand's colours as its site shows them, with the evidence behind each. */
export async function extractBrandColors(input: ColorEvidence): Promise<BrandPalette> {
  return choosePalette(await gatherColorSamples(input));
}
