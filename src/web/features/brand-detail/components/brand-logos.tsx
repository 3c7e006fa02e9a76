import { DownloadIcon } from 'lucide-react';
import { type LogoKitEntry, readsOn, TILE_GROUNDS } from '@/domain/logo-kit';
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

/**
 * The logo library, grouped by name without the '(FORMAT)' suffix, each file downloadable. A file
 * of the logo kit that does not read on white (a white mark) is shown on the dark ground.
 */
export function BrandLogos({
  slug,
  logos,
  kit = [],
}: {
  slug: string;
  logos: BrandLogoFile[];
  kit?: readonly LogoKitEntry[];
}) {
  const onDark = (url: string | undefined) => {
    const entry = kit.find((e) => e.url === url);
    return entry ? !readsOn(entry, 'light') : false;
  };
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
            <LogoPreview url={files[0]?.file_url} name={name} kitSaysDark={onDark(files[0]?.file_url)} />
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
/** A library entry on the ground it reads on: the kit's word when it describes the file, else its measured ink. */
function LogoPreview({
  url,
  name,
  kitSaysDark,
}: {
  url: string | undefined;
  name: string;
  kitSaysDark: boolean;
}) {
  const { tile, onLoad } = useLogoTile(url);
  const dark = kitSaysDark || tile === 'dark';
  return (
    <div
      data-ground={dark ? 'dark' : 'light'}
      data-logo-tile={dark ? 'dark' : 'light'}
      className={cn(
        'flex h-32 items-center justify-center rounded-lg border p-4',
        dark ? 'border-zinc-700' : '',
      )}
      style={{ backgroundColor: TILE_GROUNDS[dark ? 'dark' : 'light'] }}
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
