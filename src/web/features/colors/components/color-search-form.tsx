import { SearchIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { parseHexInput } from '@/domain/hex-input';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';

/**
 * The colour to search for: the browser's colour picker, or a hex value typed (with or without
 * '#', three or six digits). A value that is not a colour is explained where it was typed.
 */
export function ColorSearchForm({ hex, onSearch }: { hex: string | null; onSearch: (hex: string) => void }) {
  const [text, setText] = useState(hex ?? '');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const pickerId = useId();
  const hintId = useId();
  const errorId = useId();
  useEffect(() => {
    if (hex) {
      setText(hex);
      setError(null);
    }
  }, [hex]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHexInput(text);
    if (!parsed.ok) {
      setError(parsed.reason);
      return;
    }
    setError(null);
    setText(parsed.hex);
    onSearch(parsed.hex);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={pickerId} className="text-xs font-medium text-muted-foreground">
            Pick a colour
          </label>
          <input
            id={pickerId}
            type="color"
            value={(hex ?? '#00704A').toLowerCase()}
            onChange={(event) => onSearch(event.target.value.toUpperCase())}
            className="h-9 w-16 cursor-pointer rounded-md border border-input bg-background p-1"
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-xs">
          <label htmlFor={inputId} className="text-xs font-medium text-muted-foreground">
            Hex colour
          </label>
          <Input
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="#00704A"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className="font-mono uppercase"
          />
        </div>
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          Find brands
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Six digits (#00704A) or three (#F0A), with or without the '#'.
      </p>
      <p id={errorId} role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-400">
        {error ?? ''}
      </p>
    </form>
  );
}
