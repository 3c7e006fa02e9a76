import { XIcon } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { type BrandChoice, useSearchBrands } from '../api/search-brands';

/** Picks one brand by searching the catalogue; optional (null means none). */
export function BrandPicker({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: BrandChoice | null;
  onChange: (brand: BrandChoice | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const results = useSearchBrands(deferred);

  if (value) {
    return (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{label}</span>
        <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm">
          <span className="font-medium">{value.name}</span>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Remove ${value.name}`}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    );
  }
  const items = deferred.trim().length >= 2 ? (results.data ?? []) : [];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search brands by name"
        autoComplete="off"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Optional: the brand's page then sets its text in this family.
      </p>
      {items.length > 0 ? (
        <ul aria-label="Matching brands" className="flex flex-col rounded-md border py-1">
          {items.map((brand) => (
            <li key={brand.id}>
              <button
                type="button"
                onClick={() => {
                  onChange(brand);
                  setText('');
                }}
                className="w-full px-3 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent"
              >
                {brand.name}
              </button>
            </li>
          ))}
        </ul>
      ) : deferred.trim().length >= 2 && results.isSuccess ? (
        <p className="text-xs text-muted-foreground">No brand matches “{deferred.trim()}”.</p>
      ) : null}
    </div>
  );
}
