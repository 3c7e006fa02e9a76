import { ArrowUpRightIcon } from 'lucide-react';
import { cleanNewsText, formatNewsDate, NEWS_ITEMS_SHOWN } from '@/domain/text';
import { asHttpUrl, asRecord, asText } from '@/web/lib/read-json';

interface NewsItem {
  title: string;
  url: string | null;
  source: string | null;
  date: string | null;
  text: string;
}

export function readNews(value: unknown[]): NewsItem[] {
  return value
    .map((raw) => {
      const item = asRecord(raw) ?? {};
      const title = asText(item.title);
      if (!title) return null;
      return {
        title: cleanNewsText(title, 30),
        url: asHttpUrl(item.url),
        source: asText(item.source),
        date: formatNewsDate(asText(item.publishedAt) ?? asText(item.published_at)),
        text: cleanNewsText(asText(item.truncatedContent) ?? asText(item.description) ?? ''),
      };
    })
    .filter((item): item is NewsItem => item !== null)
    .slice(0, NEWS_ITEMS_SHOWN);
}

/** At most 4 items, text cleaned and cut to 50 words, dates as short month, day, year (spec 001 §9). */
export function NewsSection({ items }: { items: NewsItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          <div className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            {item.source ? <span>{item.source}</span> : null}
            {item.date ? <time>{item.date}</time> : null}
          </div>
          {item.url ? (
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-start gap-1 font-medium hover:underline"
            >
              {item.title}
              <ArrowUpRightIcon aria-hidden="true" className="mt-1 size-3.5 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <span className="font-medium">{item.title}</span>
          )}
          {item.text ? <p className="text-sm text-muted-foreground">{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
