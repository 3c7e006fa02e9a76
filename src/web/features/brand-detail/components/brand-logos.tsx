import { DownloadIcon } from 'lucide-react';
import type { BrandLogoFile } from '@/domain/logo-library';
import { stripFormatSuffix } from '@/domain/text';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useLogoTile } from '@/web/lib/logo-ink';

/** spec 001 §9: 'download all' triggers one file every 100 ms. */
export const DOWNLOAD_ALL_INTERVAL_MS = 100;

function fileName(brandSlug: string, logo: BrandLogoFile): string {
  const ext = logo.file_type.toLowerCase() || logo.file_url.split('.').pop() || 'file';
  const base = stripFormatSuffix(logo.name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || brandSlug}.${ext}`;
}

function download(brandSlug: string, logo: BrandLogoFile) {
  const link = document.createElement('a');
  link.href = logo.file_url;
  link.download = fileName(brandSlug, logo);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The logo library, grouped by name without the '(FORMAT)' suffix, each file downloadable. */
export function BrandLogos({ slug, logos }: { slug: string; logos: BrandLogoFile[] }) {
  const groups = new Map<string, BrandLogoFile[]>();
  for (const logo of logos) {
    const key = stripFormatSuffix(logo.name);
    groups.set(key, [...(groups.get(key) ?? []), logo]);
  }
  const downloadAll = () => {
    logos.forEach((logo, index) => {
      setTimeout(() => download(slug, logo), index * DOWNLOAD_ALL_INTERVAL_MS);
    });
  };
  return (
    <div className="flex flex-col gap-4">
      {logos.length > 1 ? (
        <Button variant="outline" size="sm" className="self-start" onClick={downloadAll}>
          <DownloadIcon aria-hidden="true" />
          Download all ({logos.length})
        </Button>
      ) : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[...groups.entries()].map(([name, files]) => (
          <li key={name} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
            <LogoPreview url={files[0]?.file_url} name={name} />
            <span className="text-sm font-medium">{name}</span>
            <div className="flex flex-wrap gap-2">
              {files.map((file) => (
                <Button
                  key={file.id}
                  variant="secondary"
                  size="sm"
                  onClick={() => download(slug, file)}
                  aria-label={`Download ${name} as ${file.file_type}`}
                >
                  <DownloadIcon aria-hidden="true" />
                  {file.file_type}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A library logo on the tile its own ink asks for (src/domain/logo-tile.ts). */
function LogoPreview({ url, name }: { url: string | undefined; name: string }) {
  const { tile, onLoad } = useLogoTile(url);
  return (
    <div
      data-logo-tile={tile}
      className={cn(
        'flex h-32 items-center justify-center rounded-lg border p-4',
        tile === 'dark' ? 'border-zinc-700 bg-zinc-900' : 'bg-white',
      )}
    >
      <img
        src={url}
        alt={name}
        className="max-h-full max-w-full object-contain"
        loading="lazy"
        onLoad={onLoad}
      />
    </div>
  );
}
