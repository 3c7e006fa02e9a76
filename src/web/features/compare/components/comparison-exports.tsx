import { DownloadIcon, LinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EXPORT_FORMAT_INFO, EXPORT_FORMATS, exportPath } from '@/domain/export-formats';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';

/** The comparison's palettes as files (one group per brand), and its address to share. */
export function ComparisonExports({ slugs }: { slugs: readonly string[] }) {
  const [pairs, setPairs] = useState(false);
  const pairsId = useId();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Link copied', { description: 'Anyone with it sees this comparison.' });
    } catch {
      toast.error('Copy failed', { description: 'Could not copy the link to the clipboard' });
    }
  };
  return (
    <section aria-labelledby="exports-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="exports-heading" className="text-lg font-semibold tracking-tight">
          Export these palettes
        </h2>
        <Button variant="outline" size="sm" onClick={copyLink}>
          <LinkIcon aria-hidden="true" />
          Copy link
        </Button>
      </div>
      <label htmlFor={pairsId} className="inline-flex items-center gap-2 text-sm">
        <input
          id={pairsId}
          type="checkbox"
          checked={pairs}
          onChange={(event) => setPairs(event.target.checked)}
          className="size-4 accent-foreground"
        />
        Include each colour's AA shade on white and tint on black
      </label>
      <ul className="flex flex-wrap gap-2">
        {EXPORT_FORMATS.map((format) => (
          <li key={format}>
            <Button asChild variant="outline" size="sm">
              <a href={exportPath(slugs, format, pairs)} download>
                <DownloadIcon aria-hidden="true" />
                {EXPORT_FORMAT_INFO[format].label}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
