import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { exportPath } from '@/domain/export-formats';
import {
  type ExportSourceColor,
  exportGroupOf,
  renderTextExport,
  type TextExportFormat,
} from '@/domain/palette-export';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';

const FORMATS: readonly { id: TextExportFormat; label: string; file: string; type: string }[] = [
  { id: 'css', label: 'CSS variables', file: 'palette.css', type: 'text/css' },
  { id: 'scss', label: 'SCSS', file: 'palette.scss', type: 'text/x-scss' },
  { id: 'tailwind', label: 'Tailwind theme', file: 'palette.tailwind.css', type: 'text/css' },
  { id: 'dtcg', label: 'Design tokens', file: 'palette.tokens.json', type: 'application/design-tokens+json' },
];

/**
 * The palette as code a designer can paste (CSS custom properties, SCSS, a Tailwind v4 theme, W3C
 * design tokens), previewed here by the same rule the server's files follow, and as an Adobe ASE
 * swatch file or a PNG card from the server. With the AA pairs, each colour's nearest shade for
 * white and tint for black come along.
 */
export interface PaletteExportProps {
  brand: { slug: string; name: string };
  colors: readonly ExportSourceColor[];
}

export function PaletteExport({ brand, colors }: PaletteExportProps) {
  const [format, setFormat] = useState<TextExportFormat>('css');
  const [pairs, setPairs] = useState(false);
  const pairsId = useId();
  const current = FORMATS.find((f) => f.id === format) ?? FORMATS[0];
  const hasPairs = colors.some((c) => c.on_white);
  const text = renderTextExport(format, [exportGroupOf(brand, colors, pairs && hasPairs)]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${current?.label} copied`);
    } catch {
      toast.error('Copy failed', { description: 'Could not copy to clipboard' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: current?.type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${brand.slug}-${current?.file}`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex flex-wrap rounded-lg border p-0.5">
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
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={copy}>
            Copy
          </Button>
          <Button size="sm" variant="outline" onClick={download}>
            <DownloadIcon aria-hidden="true" />
            Download
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={exportPath([brand.slug], 'ase', pairs && hasPairs)} download>
              <DownloadIcon aria-hidden="true" />
              Adobe ASE
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={exportPath([brand.slug], 'png', pairs && hasPairs)} download>
              <DownloadIcon aria-hidden="true" />
              PNG card
            </a>
          </Button>
        </div>
      </div>
      <label htmlFor={pairsId} className="inline-flex items-center gap-2 text-sm">
        <input
          id={pairsId}
          type="checkbox"
          checked={pairs && hasPairs}
          disabled={!hasPairs}
          onChange={(event) => setPairs(event.target.checked)}
          className="size-4 accent-foreground"
        />
        Include each colour's AA shade on white and tint on black
      </label>
      <figure>
        <figcaption className="sr-only">{`${current?.label} for ${brand.slug}`}</figcaption>
        <pre className="max-h-64 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs">{text}</pre>
      </figure>
    </div>
  );
}
