import { PlusIcon } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Input } from '@/web/components/ui/input';
import { useBrandSearch } from '../api/search-brands';

/** 'Add a brand': type part of a name, choose one of the brands found. */
export function BrandPicker({
  chosen,
  disabled,
  onPick,
}: {
  chosen: readonly string[];
  disabled: boolean;
  onPick: (slug: string) => void;
}) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const inputId = useId();
  const resultsId = useId();
  const search = useBrandSearch(deferred);
  const found = (search.data?.items ?? []).filter((b) => !chosen.includes(b.slug));
  const searching = deferred.trim().length >= 2;
  return (
    <div className="flex max-w-md flex-col gap-2">
      <label htmlFor={inputId} className="text-xs font-medium text-muted-foreground">
        Add a brand
      </label>
      <Input
        id={inputId}
        type="search"
        value={text}
        disabled={disabled}
        placeholder={disabled ? 'Four brands at most: remove one first' : 'Type a brand name'}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={resultsId}
        autoComplete="off"
      />
      <div id={resultsId} aria-live="polite">
        {searching && search.isSuccess && found.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other brand matches “{deferred.trim()}”.</p>
        ) : null}
        {found.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {found.map((brand) => (
              <li key={brand.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(brand.slug);
                    setText('');
                  }}
                  className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <PlusIcon aria-hidden="true" className="size-3.5" />
                  {brand.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
