import { escapeAttribute } from './html-escape';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the share image, when there is one. */
  image: string | null;
  url: string;
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
    meta.image ? `<meta property="og:image" content="${escapeAttribute(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions, not strings: `$&`, `$'` and `` $` `` in brand text stay text.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
