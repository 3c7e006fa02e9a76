import { SearchIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';

/** The hero's brand-name search; empty text does nothing (spec 000 §2). */
export function HomeSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    navigate(`/brands?${new URLSearchParams({ search })}`);
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
        <Button type="submit" size="lg">
          Search
        </Button>
      </form>
    </search>
  );
}
