import { DownloadIcon } from 'lucide-react';
import { type LogoKitEntry, TILE_GROUNDS } from '@/domain/logo-kit';
import { Button } from '@/web/components/ui/button';

const ROLE_LABELS: Record<LogoKitEntry['role'], string> = {
  wordmark: 'Wordmark',
  symbol: 'Symbol',
  icon: 'Icon',
};

function fileName(slug: string, entry: LogoKitEntry): string {
  return `${slug}-${entry.role}-${entry.ground}${entry.derived ? '-derived' : ''}.${entry.file_type.toLowerCase()}`;
}

/**
 * The brand's logo kit: wordmark or symbol, its variant for the other ground, the site's icon,
 * each shown on the ground it is drawn for and downloadable in its own format.
 */
export function LogoKit({ slug, name, kit }: { slug: string; name: string; kit: readonly LogoKitEntry[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${name} logo kit`}>
      {kit.map((entry) => {
        const label = `${ROLE_LABELS[entry.role]} for ${entry.ground} backgrounds`;
        return (
          <li key={entry.url} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
            <div
              data-ground={entry.ground}
              className="flex h-32 items-center justify-center rounded-lg border p-4"
              style={{ backgroundColor: TILE_GROUNDS[entry.ground] }}
            >
              <img
                src={entry.url}
                alt={`${name} ${label.toLowerCase()}`}
                className="max-h-full max-w-full object-contain"
                loading="lazy"
              />
            </div>
            <div className="flex flex-col gap-0.5">
              <span className="text-sm font-medium">{label}</span>
              <span className="text-xs text-muted-foreground">
                {entry.derived
                  ? `Derived from the one-colour ${entry.role}, drawn in ${entry.ink}`
                  : `Drawn in ${entry.ink}`}
              </span>
            </div>
            <Button asChild variant="secondary" size="sm" className="self-start">
              <a
                href={`${entry.url}?download`}
                download={fileName(slug, entry)}
                aria-label={`Download the ${label.toLowerCase()} as ${entry.file_type}`}
              >
                <DownloadIcon aria-hidden="true" />
                {entry.file_type}
              </a>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
