import { type SyntheticEvent, useState } from 'react';
import { type LogoInk, type LogoTile, logoTileFor, measureLogoInk } from '@/domain/logo-tile';

/** Logos are measured at this size: enough to tell their ink, cheap to read. */
const SAMPLE_SIZE = 48;

/**
 * The ink of a loaded logo image, read from its pixels on a small canvas; null when the pixels
 * cannot be read (an image from another origin without CORS taints the canvas).
 */
export function readLogoInk(image: HTMLImageElement): LogoInk | null {
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  if (!width || !height) return null;
  const scale = Math.min(1, SAMPLE_SIZE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  try {
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return measureLogoInk(context.getImageData(0, 0, canvas.width, canvas.height).data);
  } catch {
    return null;
  }
}

/**
 * The tile a logo image should sit on, decided from its pixels once it loaded: spread `onLoad` on
 * the <img> and read `tile` ('light' until the image is measured, and for images of other origins).
 */
export function useLogoTile(url: string | null | undefined) {
  const [measured, setMeasured] = useState<{ url: string; tile: LogoTile } | null>(null);
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (url) setMeasured({ url, tile: logoTileFor(readLogoInk(event.currentTarget)) });
  };
  const tile: LogoTile = measured && measured.url === url ? measured.tile : 'light';
  return { tile, onLoad };
}
