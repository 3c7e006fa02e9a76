import type { FetchedResource } from '../../net/fetcher/safe-fetch';
import type { ColorSample } from '../colors/color-sample';
import { SAMPLE_WEIGHTS } from '../colors/color-sample';
import { parseCssColor } from '../colors/color-science';
import { type CssSource, kindOf } from '../colors/css-colors';
import { parseSnapshot, type SiteSnapshot } from '../pipeline/site-snapshot';
import type { PageProbe } from './page-probe';
import type { RenderedPage } from './render-page';

/** What the extractors read from a rendered page: the same kinds of input as a static page gives. */
export interface RenderedReading {
  /** The DOM after scripts, as a page snapshot. */
  site: SiteSnapshot;
  /** The stylesheets the browser loaded, and the rules scripts inserted through the CSSOM. */
  sheets: CssSource[];
  /** Colour evidence the browser computed: painted areas and the styles of buttons and links. */
  painted: ColorSample[];
}

/** A full first screen painted with one colour counts as much as this many weighty declarations. */
const WEIGHT_PER_SCREEN = 24;
const RENDERED = 'page as rendered';

/** The rendered DOM as a snapshot, so every extractor of static pages reads it unchanged. */
export function snapshotOf(probe: PageProbe, url: string): SiteSnapshot {
  const home: FetchedResource = {
    url,
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: Buffer.from(probe.html, 'utf8'),
  };
  return parseSnapshot(home, url);
}

/** Colour evidence from what the browser painted and computed, in the extractors' own kinds. */
export function paintedSamples(probe: PageProbe, url: string): ColorSample[] {
  const samples: ColorSample[] = [];
  for (const area of probe.painted) {
    const color = parseCssColor(area.color);
    if (!color || color.alpha < 0.5) continue;
    const kind = kindOf(area.property, area.path);
    const prominent = kind === 'chrome-background' || kind === 'footer-background' || kind === 'button';
    samples.push({
      hex: color.hex,
      kind,
      weight: area.area * WEIGHT_PER_SCREEN * (prominent ? SAMPLE_WEIGHTS.prominentSelector : 1),
      source: url,
      method: `painted ${area.property === 'color' ? 'text' : 'area'} of the ${RENDERED} (${area.property})`,
      selector: area.path.slice(0, 300),
      attribute: area.property,
      text: `${area.property}: ${area.color} over ${Math.max(0.1, Math.round(area.area * 1000) / 10)}% of the first screen`,
    });
  }
  for (const element of probe.elements) {
    if (element.role !== 'button' && element.role !== 'link') continue;
    const property = element.role === 'button' ? 'background-color' : 'color';
    const value = element.role === 'button' ? element.background : element.color;
    const color = parseCssColor(value);
    if (!color || color.alpha < 0.5) continue;
    const kind = kindOf(property, element.path);
    samples.push({
      hex: color.hex,
      kind,
      weight:
        kind === 'button'
          ? SAMPLE_WEIGHTS.background * SAMPLE_WEIGHTS.prominentSelector
          : SAMPLE_WEIGHTS.color,
      source: url,
      method: `computed ${property} of a ${element.role} on the ${RENDERED}`,
      selector: element.path.slice(0, 300),
      attribute: property,
      text: `${property}: ${value}${element.text ? ` ('${element.text.slice(0, 40)}')` : ''}`,
    });
  }
  return samples;
}

/** The stylesheets as the extractors take CSS: files the browser loaded, then rules scripts inserted. */
export function renderedSheets(page: RenderedPage, probe: PageProbe): CssSource[] {
  const sheets: CssSource[] = page.stylesheets.map((sheet) => ({
    css: sheet.body.toString('utf8'),
    source: sheet.url,
    kind: 'linked stylesheet',
  }));
  if (probe.cssom)
    sheets.push({ css: probe.cssom, source: page.url, kind: 'rules inserted by scripts (CSSOM)' });
  return sheets;
}

/** Everything the identity extractors read from one scheme of a rendered page. */
export function renderedReading(page: RenderedPage, probe: PageProbe = page.light): RenderedReading {
  return {
    site: snapshotOf(probe, page.url),
    sheets: renderedSheets(page, probe),
    painted: paintedSamples(probe, page.url),
  };
}
