import sharp from 'sharp';

/** The largest side we decode from an icon file. */
const MAX_SIDE = 512;

export function isIco(bytes: Buffer): boolean {
  return (
    bytes.length >= 6 &&
    bytes.readUInt16LE(0) === 0 &&
    bytes.readUInt16LE(2) === 1 &&
    bytes.readUInt16LE(4) > 0
  );
}

interface Frame {
  width: number;
  height: number;
  bitCount: number;
  data: Buffer;
}

function framesOf(bytes: Buffer): Frame[] {
  const count = Math.min(bytes.readUInt16LE(4), 64);
  const frames: Frame[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    if (entry + 16 > bytes.length) break;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (size === 0 || offset + size > bytes.length) continue;
    frames.push({
      width: bytes[entry] || 256,
      height: bytes[entry + 1] || 256,
      bitCount: bytes.readUInt16LE(entry + 6),
      data: bytes.subarray(offset, offset + size),
    });
  }
  return frames;
}

/** A 32-bit (or 24-bit) BMP frame of an icon as raw RGBA; other depths are not decoded. */
function bmpToRgba(frame: Buffer): { data: Buffer; width: number; height: number } | null {
  if (frame.length < 40) return null;
  const headerSize = frame.readUInt32LE(0);
  const width = frame.readInt32LE(4);
  const height = Math.abs(frame.readInt32LE(8)) / 2;
  const bits = frame.readUInt16LE(14);
  if (width <= 0 || height <= 0 || width > MAX_SIDE || height > MAX_SIDE || (bits !== 32 && bits !== 24))
    return null;
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  if (headerSize + rowBytes * height > frame.length) return null;
  const maskRow = Math.ceil(width / 32) * 4;
  const maskStart = headerSize + rowBytes * height;
  const hasMask = bits === 24 && maskStart + maskRow * height <= frame.length;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const source = headerSize + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const at = source + x * (bits / 8);
      const to = (y * width + x) * 4;
      out[to] = frame[at + 2] ?? 0;
      out[to + 1] = frame[at + 1] ?? 0;
      out[to + 2] = frame[at] ?? 0;
      if (bits === 32) out[to + 3] = frame[at + 3] ?? 255;
      else {
        const maskByte = hasMask ? (frame[maskStart + (height - 1 - y) * maskRow + (x >> 3)] ?? 0) : 0;
        out[to + 3] = (maskByte >> (7 - (x & 7))) & 1 ? 0 : 255;
      }
    }
  }
  return { data: out, width, height };
}

/**
 * The largest frame of a Windows icon (.ico) as a PNG, for sites whose only mark is their
 * favicon: embedded PNG frames are taken as they are, 24- and 32-bit bitmaps are converted.
 * Null when no frame can be read.
 */
export async function largestIcoFrame(bytes: Buffer): Promise<Buffer | null> {
  if (!isIco(bytes)) return null;
  const frames = framesOf(bytes).sort(
    (a, b) => b.width * b.height - a.width * a.height || b.bitCount - a.bitCount,
  );
  for (const frame of frames) {
    if (frame.data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
      return frame.data;
    const rgba = bmpToRgba(frame.data);
    if (rgba) {
      return sharp(rgba.data, { raw: { width: rgba.width, height: rgba.height, channels: 4 } })
        .png()
        .toBuffer();
    }
  }
  return null;
}
