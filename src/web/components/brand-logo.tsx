import { type SyntheticEvent, useState } from 'react';
import { type LogoKitEntry, TILE_GROUNDS, tileLogo } from '@/domain/logo-kit';
import { cn } from '@/web/lib/cn';
import { isHexColor, readableTextColor } from '@/web/lib/color';
import { useLogoTile } from '@/web/lib/logo-ink';

type BrandLogoProps = {
  name: string;
  logoUrl: string | null;
  color: string | null;
  /** The brand's logo kit: the variant that reads on the tile is shown, on the ground it needs. */
  kit?: readonly LogoKitEntry[] | null;
  className?: string;
};

/** The images already judged as found (by their address): each is judged once, not per render. */
const judged = new WeakMap<HTMLImageElement, string>();

/**
 * The brand's logo on a white tile (logos are drawn for light grounds), or on a dark one when its
 * ink is light on a see-through ground (src/domain/logo-tile.ts), or an initial tile in the
 * primary colour when there is no logo, it is a 1x1 placeholder, or it fails to load (spec 000 §2).
 * With the brand's logo kit, a mark that would not read on white (a white logo) gives way to a
 * variant that does, or is shown on a dark tile.
 */
export function BrandLogo({ name, logoUrl, color, kit, className }: BrandLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const tile = tileLogo(logoUrl || null, kit);
  const shownUrl = tile?.url ?? null;
  const logoTile = useLogoTile(shownUrl);
  const showImage = shownUrl !== null && failedUrl !== shownUrl;

  if (showImage) {
    const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
      if (event.currentTarget.naturalWidth <= 1) {
        setFailedUrl(shownUrl);
        return;
      }
      logoTile.onLoad(event);
    };
    // A page drawn by the server may have its image loaded (or failed) before React hydrates it,
    // when no load or error event is left to hear: the image is judged as it is found.
    const settled = (image: HTMLImageElement | null) => {
      if (!image?.complete || judged.get(image) === image.currentSrc) return;
      judged.set(image, image.currentSrc);
      if (image.naturalWidth === 0) setFailedUrl(shownUrl);
      else onLoad({ currentTarget: image } as SyntheticEvent<HTMLImageElement>);
    };
    // The kit knows which variant reads where; without one, the logo's measured ink decides.
    const dark = tile?.ground === 'dark' || logoTile.tile === 'dark';
    return (
      <div
        data-ground={dark ? 'dark' : 'light'}
        data-logo-tile={dark ? 'dark' : 'light'}
        className={cn(
          'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border p-1.5',
          dark ? 'border-zinc-700' : 'bg-white',
          className,
        )}
        style={dark ? { backgroundColor: TILE_GROUNDS.dark } : undefined}
      >
        <img
          ref={settled}
          src={shownUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
          onLoad={onLoad}
          onError={() => setFailedUrl(shownUrl)}
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
