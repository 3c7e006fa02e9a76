import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareLogo } from './find-logo';
import { isIco, largestIcoFrame } from './ico';

/** An .ico file holding the frames given: PNG bytes, or raw 32-bit BGRA bitmaps. */
function icoOf(frames: { width: number; height: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + frames.length * 16);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(frames.length, 4);
  let offset = header.length;
  frames.forEach((frame, i) => {
    const entry = 6 + i * 16;
    header[entry] = frame.width % 256;
    header[entry + 1] = frame.height % 256;
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(frame.data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += frame.data.length;
  });
  return Buffer.concat([header, ...frames.map((f) => f.data)]);
}

function bmp32(side: number, bgra: [number, number, number, number]): Buffer {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(side, 4);
  header.writeInt32LE(side * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const pixels = Buffer.alloc(side * side * 4);
  for (let i = 0; i < side * side; i++) pixels.set(bgra, i * 4);
  return Buffer.concat([header, pixels, Buffer.alloc(Math.ceil(side / 32) * 4 * side)]);
}

describe('.ico favicons', () => {
  it('yields the largest frame, an embedded PNG as it is', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#C41230' } })
      .png()
      .toBuffer();
    const ico = icoOf([
      { width: 16, height: 16, data: bmp32(16, [0, 0, 0, 255]) },
      { width: 64, height: 64, data: png },
    ]);
    expect(isIco(ico)).toBe(true);
    const frame = await largestIcoFrame(ico);
    expect(frame?.equals(png)).toBe(true);
  });

  it('converts a 32-bit bitmap frame to PNG with its colours', async () => {
    const ico = icoOf([{ width: 48, height: 48, data: bmp32(48, [0x30, 0x12, 0xc4, 255]) }]);
    const frame = await largestIcoFrame(ico);
    const { data, info } = await sharp(frame!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([48, 48]);
    expect([...data.subarray(0, 4)]).toEqual([0xc4, 0x12, 0x30, 255]);
  });

  it('refuses what is not an icon', async () => {
    expect(await largestIcoFrame(Buffer.from('<html>'))).toBeNull();
  });

  it('makes an .ico favicon a usable logo: its largest frame, stored as PNG', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#C41230' } })
      .png()
      .toBuffer();
    const image = await prepareLogo(
      icoOf([
        { width: 16, height: 16, data: bmp32(16, [0, 0, 0, 255]) },
        { width: 64, height: 64, data: png },
      ]),
    );
    expect(image).toMatchObject({ fileType: 'PNG', width: 64, height: 64 });
  });
});
