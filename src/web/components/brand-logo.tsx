import { type SyntheticEvent, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { isHexColor, readableTextColor } from '@/web/lib/color';
import { useLogoTile } from '@/web/lib/logo-ink';

type BrandLogoProps = {
  name: string;
  logoUrl: string | null;
  color: string | null;
  className?: string;
};

/**
 * The brand's logo on a white tile (logos are drawn for light grounds), or on a dark one when its
 * ink is light on a see-through ground (src/domain/logo-tile.ts), or an initial tile in the
 * primary colour when there is no logo, it is a 1x1 placeholder, or it fails to load (spec 000 §2).
 */
export function BrandLogo({ name, logoUrl, color, className }: BrandLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logoTile = useLogoTile(logoUrl);
  const showImage = logoUrl !== null && logoUrl !== '' && failedUrl !== logoUrl;

  if (showImage) {
    const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
      if (event.currentTarget.naturalWidth <= 1) {
        setFailedUrl(logoUrl);
        return;
      }
      logoTile.onLoad(event);
    };
    const isDark = logoTile.tile === 'dark';
    return (
      <div
        data-logo-tile={isDark ? 'dark' : 'light'}
        className={cn(
          'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border p-1.5',
          isDark ? 'border-zinc-700 bg-zinc-900' : 'bg-white',
          className,
        )}
      >
        <img
          src={logoUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
          onLoad={onLoad}
          onError={() => setFailedUrl(logoUrl)}
        />
      </div>
    );
  }

  const background = isHexColor(color) ? color : null;
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-lg text-lg font-semibold',
        background ? 'ring-1 ring-black/10 ring-inset dark:ring-white/15' : 'bg-muted text-foreground',
        className,
      )}
      style={background ? { backgroundColor: background, color: readableTextColor(background) } : undefined}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </div>
  );
}
