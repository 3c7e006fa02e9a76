import { LoaderCircleIcon, SearchIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { useBrandSearch } from '@/web/lib/brand-search';

/**
 * The hero's brand-name search (spec 000 §2): like the nav search, except that with no brand of that
 * name it stays home and lists the matches (/?search=). Empty text does nothing.
 */
export function HomeSearch({ initialText = '' }: { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const search = useBrandSearch('home');
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void search.submit(text);
  }

  return (
    <search className="w-full max-w-xl">
      <form onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search brands by name
        </label>
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search brands..."
            className="h-11 pl-10 text-base"
          />
        </div>
        <Button type="submit" size="lg" aria-busy={search.isPending} disabled={search.isPending}>
          {search.isPending ? (
            <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
          ) : null}
          Search
        </Button>
      </form>
    </search>
  );
}
