import { Fragment } from 'react';
import { Link } from 'react-router';
import type { BrandRelated } from '@/domain/brand';

/**
 * The description as text, with the names of other catalogue brands linking to their pages
 * (spec 001 §2's one special link, generalised). Never rendered as HTML.
 */
export function LinkedDescription({ text, mentions }: { text: string; mentions: BrandRelated['mentions'] }) {
  const names = [...mentions].sort((a, b) => b.name.length - a.name.length);
  if (names.length === 0)
    return <p className="max-w-3xl leading-relaxed whitespace-pre-line text-pretty">{text}</p>;
  const escaped = names.map((m) => m.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const parts = text.split(pattern);
  let offset = 0;
  // Keys are positions in the text: stable for one text, and parts never reorder.
  const pieces = parts.map((part, index) => {
    const key = `${offset}:${part.length}`;
    offset += part.length;
    const mention =
      index % 2 === 1 ? names.find((m) => m.name.toLowerCase() === part.toLowerCase()) : undefined;
    return mention ? (
      <Link key={key} to={`/brands/${mention.slug}`} className="font-medium underline underline-offset-4">
        {part}
      </Link>
    ) : (
      <Fragment key={key}>{part}</Fragment>
    );
  });
  return <p className="max-w-3xl leading-relaxed whitespace-pre-line text-pretty">{pieces}</p>;
}
