import { escapeAttribute } from './html-escape';

export interface PageMeta {
  title: string;
  description: string;
  /** The share image, when there is one: its absolute URL, size, type and text alternative. */
  image: { url: string; width: number; height: number; type: string; alt: string } | null;
  url: string;
  /** The HTTP status of the page: 404 for an address that names nothing. */
  status?: 200 | 404;
}

/**
 * Puts a page's title, description and Open Graph tags into the SPA's index.html, so a shared
 * link previews well without JavaScript. Values are escaped: brand text never becomes markup, nor
 * a replacement pattern.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Brand Atlas" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeAttribute(meta.image.url)}" />`,
          `<meta property="og:image:type" content="${escapeAttribute(meta.image.type)}" />`,
          `<meta property="og:image:width" content="${meta.image.width}" />`,
          `<meta property="og:image:height" content="${meta.image.height}" />`,
          `<meta property="og:image:alt" content="${escapeAttribute(meta.image.alt)}" />`,
          `<meta name="twitter:image" content="${escapeAttribute(meta.image.url)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions, not strings: `$&`, `$'` and `` $` `` in brand text stay text.
  return withTitle(html, meta.title)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** The page's tab title in its HTML, escaped. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttribute(title)}</title>`);
}
