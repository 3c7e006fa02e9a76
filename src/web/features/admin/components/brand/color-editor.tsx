import { PlusIcon, SparklesIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { type ColorItem, itemName, MAX_COLOR_ITEMS, newColorItem } from '@/domain/color-items';
import { HEX_INPUT_MAX_LENGTH, isHexColor, sanitizeHexInput } from '@/domain/hex';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';

/**
 * The colours of edit mode (spec 001 §2, §5): each with a swatch, a hex field that keeps only a
 * leading # and at most 7 characters and turns red until it is # and six hex digits, a name and a
 * delete button; new colours start as #000000 'New Color'.
 */
export function ColorEditor({
  colors,
  onChange,
  onGenerateNames,
  generating,
}: {
  colors: ColorItem[];
  onChange: (colors: ColorItem[]) => void;
  onGenerateNames: () => void;
  generating: boolean;
}) {
  const id = useId();
  const update = (index: number, patch: Partial<ColorItem>) =>
    onChange(colors.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">Colors</legend>
      {colors.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          No colours yet. Add the brand's primary colour first.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {colors.map((item, index) => {
            const valid = isHexColor(item.hex);
            const label = itemName(item, index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are edited in place; the hex may repeat while typing
              <li key={index} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-9 shrink-0 rounded-md border"
                  style={{ backgroundColor: valid ? item.hex : 'transparent' }}
                />
                <div className="flex w-28 shrink-0 flex-col">
                  <label htmlFor={`${id}-hex-${index}`} className="sr-only">
                    Hex of {label}
                  </label>
                  <Input
                    id={`${id}-hex-${index}`}
                    value={item.hex}
                    onChange={(event) =>
                      update(index, { hex: sanitizeHexInput(event.target.value, item.hex) })
                    }
                    maxLength={HEX_INPUT_MAX_LENGTH}
                    spellCheck={false}
                    autoComplete="off"
                    aria-invalid={!valid}
                    className={cn(
                      'font-mono uppercase',
                      !valid && 'border-red-600 focus-visible:border-red-600',
                    )}
                  />
                </div>
                <label htmlFor={`${id}-name-${index}`} className="sr-only">
                  Name of color {index + 1}
                </label>
                <Input
                  id={`${id}-name-${index}`}
                  value={item.name}
                  onChange={(event) => update(index, { name: event.target.value })}
                  placeholder={itemName({ hex: item.hex, name: '' }, index)}
                  maxLength={80}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onChange(colors.filter((_, i) => i !== index))}
                  aria-label={`Delete ${label}`}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {colors.some((item) => !isHexColor(item.hex)) ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Colours must be # followed by six hex digits.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...colors, newColorItem()])}
          disabled={colors.length >= MAX_COLOR_ITEMS}
        >
          <PlusIcon aria-hidden="true" />
          Add Color
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onGenerateNames}
          disabled={generating || colors.length === 0 || colors.some((item) => !isHexColor(item.hex))}
        >
          <SparklesIcon aria-hidden="true" />
          {generating ? 'Naming colors…' : 'AI Color Names'}
        </Button>
      </div>
    </fieldset>
  );
}
