import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { type PaletteColor, toCssVariables, toDesignTokens, toTailwindTheme } from '../lib/palette-formats';

const FORMATS = [
  { id: 'css', label: 'CSS variables', file: 'colors.css', type: 'text/css', render: toCssVariables },
  {
    id: 'tailwind',
    label: 'Tailwind theme',
    file: 'tailwind-theme.css',
    type: 'text/css',
    render: toTailwindTheme,
  },
  {
    id: 'tokens',
    label: 'Design tokens',
    file: 'tokens.json',
    type: 'application/json',
    render: toDesignTokens,
  },
] as const;

/** The palette as code a designer can paste: CSS custom properties, a Tailwind theme, W3C tokens. */
export function PaletteExport({ slug, colors }: { slug: string; colors: PaletteColor[] }) {
  const [format, setFormat] = useState<(typeof FORMATS)[number]['id']>('css');
  const current = FORMATS.find((f) => f.id === format) ?? FORMATS[0];
  const text = current.render(slug, colors);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${current.label} copied`);
    } catch {
      toast.error('Copy failed', { description: 'Could not copy to clipboard' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: current.type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${slug}-${current.file}`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border p-0.5">
          <legend className="sr-only">Export format</legend>
          {FORMATS.map((f) => (
            <button
              key={f.id}
              type="button"
              aria-pressed={f.id === format}
              onClick={() => setFormat(f.id)}
              className={`rounded-md px-3 py-1 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${f.id === format ? 'bg-secondary font-medium' : 'text-muted-foreground'}`}
            >
              {f.label}
            </button>
          ))}
        </fieldset>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={copy}>
            Copy
          </Button>
          <Button size="sm" variant="outline" onClick={download}>
            <DownloadIcon aria-hidden="true" />
            Download
          </Button>
        </div>
      </div>
      <figure>
        <figcaption className="sr-only">{`${current.label} for ${slug}`}</figcaption>
        <pre className="max-h-64 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs">{text}</pre>
      </figure>
    </div>
  );
}
