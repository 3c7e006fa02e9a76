import type { SiteSnapshot } from '../pipeline/site-snapshot';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Page furniture that says nothing about the brand's voice or prices. */
const FURNITURE =
  'script, style, noscript, template, svg, nav, footer, form, [role="navigation"], [aria-hidden="true"], .cookie, #cookie-banner';

/**
 * What a page says about the brand, for the heuristics: its title, meta and Open Graph
 * descriptions and headings (which so count twice), and the text of its main content without
 * navigation, footer, forms and scripts.
 */
export function brandVoiceText(page: SiteSnapshot): string {
  const { $ } = page;
  const parts = [
    $('title').first().text(),
    $('meta[name="description"]').attr('content') ?? '',
    $('meta[property="og:description"]').attr('content') ?? '',
    ...$('h1, h2, h3')
      .toArray()
      .map((el) => $(el).text()),
  ];
  const root = ($('main').length ? $('main') : $('body')).first().clone();
  root.find(FURNITURE).remove();
  parts.push(root.text());
  return parts.map(clean).filter(Boolean).join('. ');
}

/** The brand's promise in its own words: the tagline, else the first sentence of its description, else its main heading. */
export function valuePropositionOf(page: SiteSnapshot, tagline: string | null): string | null {
  if (tagline?.trim()) return clean(tagline);
  const { $ } = page;
  const description =
    $('meta[name="description"]').attr('content') ??
    $('meta[property="og:description"]').attr('content') ??
    '';
  const sentence = clean(description).split(/(?<=[.!?])\s/)[0];
  if (sentence) return sentence;
  const heading = clean($('h1').first().text());
  return heading || null;
}
