import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidImageError, prepareImage } from './prepare-image';

describe('prepareImage', () => {
  it('re-encodes a raster image as PNG and reads its size', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#F40009' } })
      .jpeg()
      .toBuffer();
    const prepared = await prepareImage(jpeg);
    expect(prepared).toMatchObject({ contentType: 'image/png', fileType: 'PNG', width: 40, height: 20 });
    expect((await sharp(prepared.data).metadata()).format).toBe('png');
  });

  it('sanitises SVG', async () => {
    const prepared = await prepareImage(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script><rect width="1" height="1"/></svg>',
      ),
    );
    expect(prepared.contentType).toBe('image/svg+xml');
    expect(prepared.data.toString()).not.toContain('script');
  });

  it('refuses bytes that are not an image, whatever they claim', async () => {
    await expect(prepareImage(Buffer.from('GIF89a but really text'))).rejects.toBeInstanceOf(
      InvalidImageError,
    );
    await expect(prepareImage(Buffer.from('%PDF-1.7 ...'))).rejects.toBeInstanceOf(InvalidImageError);
    await expect(prepareImage(Buffer.alloc(0))).rejects.toThrow('The file is empty');
  });

  it('refuses a pixel flood quickly', async () => {
    // A tiny PNG header claiming 50,000 x 50,000 pixels.
    const flood = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    flood.writeUInt32BE(50_000, 16);
    flood.writeUInt32BE(50_000, 20);
    const started = Date.now();
    await expect(prepareImage(flood)).rejects.toBeInstanceOf(InvalidImageError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
