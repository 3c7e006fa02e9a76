import { LoaderCircleIcon, SearchIcon } from 'lucide-react';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { useBrandSearch } from '@/web/lib/brand-search';

type NavSearchProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The nav bar's search toggle (spec 000 §2): Enter or the button submits, Escape closes and clears,
 * leaving it empty closes it. A search opens the brand whose name matches, else /brands?search=.
 */
export function NavSearch({ open, onOpenChange }: NavSearchProps) {
  const [text, setText] = useState('');
  const search = useBrandSearch('brands');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open) {
      inputRef.current?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [open]);

  function close(restoreFocus: boolean) {
    returnFocus.current = restoreFocus;
    setText('');
    onOpenChange(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await search.submit(text)) close(false);
  }

  /** Leaving the box empty closes it; moving between the field and its button does not. */
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    if (!text.trim()) close(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  }

  if (!open) {
    return (
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-label="Search brands"
        aria-expanded={false}
        onClick={() => onOpenChange(true)}
      >
        <SearchIcon aria-hidden="true" />
      </Button>
    );
  }

  return (
    <search className="min-w-0 flex-1 sm:flex-none">
      <form onSubmit={onSubmit} onBlur={onBlur} className="flex items-center gap-1">
        <label htmlFor={inputId} className="sr-only">
          Search brands
        </label>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          placeholder="Search brands..."
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="w-full sm:w-56"
        />
        <Button
          type="submit"
          variant="ghost"
          size="icon"
          aria-label="Submit search"
          aria-busy={search.isPending}
          disabled={search.isPending}
        >
          {search.isPending ? (
            <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <SearchIcon aria-hidden="true" />
          )}
        </Button>
      </form>
    </search>
  );
}
