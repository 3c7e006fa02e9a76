import { useId, useState } from 'react';
import { type HistoryValue, previewOf } from '../lib/history-value';

function ValueBody({ value }: { value: HistoryValue }) {
  switch (value.kind) {
    case 'none':
      return <span className="italic text-muted-foreground">None</span>;
    case 'text':
      return <p className="break-words">{value.text}</p>;
    case 'list':
      return (
        <ul className="flex flex-col gap-0.5">
          {value.items.map((item, i) => (
            // Items may repeat: their place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a kept value never reorders
            <li key={i} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      );
    case 'pairs':
      return (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
          {value.pairs.map((pair) => (
            <div key={pair.label} className="contents">
              <dt className="text-muted-foreground">{pair.label}</dt>
              <dd className="break-words">{pair.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'colors':
      return (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {value.colors.map((color) => (
            <li key={color.hex} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block size-4 shrink-0 rounded-sm ring-1 ring-border"
                style={{ backgroundColor: color.hex }}
              />
              <span className="font-mono text-xs">{color.hex}</span>
              {color.name ? <span>{color.name}</span> : null}
            </li>
          ))}
        </ul>
      );
    case 'image':
      return (
        <img
          src={value.src}
          alt={value.alt}
          loading="lazy"
          decoding="async"
          className="h-12 w-auto max-w-40 rounded-md border bg-white object-contain p-1"
        />
      );
  }
}

/** One side of a change, as people read it; a long value shows its start and can be opened whole. */
export function HistoryValueView({ value }: { value: HistoryValue }) {
  const [isWhole, setWhole] = useState(false);
  const id = useId();
  const preview = previewOf(value);
  if (!preview) return <ValueBody value={value} />;
  return (
    <div className="flex flex-col items-start gap-1">
      <div id={id} className="w-full">
        <ValueBody value={isWhole ? value : preview} />
      </div>
      <button
        type="button"
        aria-expanded={isWhole}
        aria-controls={id}
        onClick={() => setWhole(!isWhole)}
        className="rounded-sm text-xs font-medium text-foreground underline underline-offset-4 hover:decoration-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {isWhole ? 'Show less' : 'Show all'}
      </button>
    </div>
  );
}
