import { hexToRgb } from '../../../domain/hex';
import type { ExportGroup } from '../../../domain/palette-export';

/** Adobe Swatch Exchange block types. */
export const ASE_GROUP_START = 0xc001;
export const ASE_GROUP_END = 0xc002;
export const ASE_COLOR = 0x0001;
/** A colour's type: global (0), spot (1) or normal (2). */
const ASE_NORMAL = 2;

/** A name as ASE stores it: UTF-16 big-endian code units with a terminating zero, after their count. */
function nameBytes(name: string): Buffer {
  const units = name.length + 1;
  const buffer = Buffer.alloc(2 + units * 2);
  buffer.writeUInt16BE(units, 0);
  for (let i = 0; i < name.length; i++) buffer.writeUInt16BE(name.charCodeAt(i), 2 + i * 2);
  return buffer;
}

function block(type: number, body: Buffer): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt16BE(type, 0);
  head.writeUInt32BE(body.length, 2);
  return Buffer.concat([head, body]);
}

function colorBlock(name: string, hex: string): Buffer {
  const rgb = hexToRgb(hex) ?? { r: 0, g: 0, b: 0 };
  const values = Buffer.alloc(4 + 12 + 2);
  values.write('RGB ', 0, 'ascii');
  values.writeFloatBE(rgb.r / 255, 4);
  values.writeFloatBE(rgb.g / 255, 8);
  values.writeFloatBE(rgb.b / 255, 12);
  values.writeUInt16BE(ASE_NORMAL, 16);
  return block(ASE_COLOR, Buffer.concat([nameBytes(name), values]));
}

/**
 * The palettes as an Adobe Swatch Exchange file (version 1.0, big-endian): one group per brand,
 * named after it, holding its colours as RGB swatches named 'Brand Primary' and so on, which
 * Illustrator, Photoshop, InDesign and most design tools import.
 */
export function writeAse(groups: readonly ExportGroup[]): Buffer {
  const blocks: Buffer[] = [];
  for (const group of groups) {
    blocks.push(block(ASE_GROUP_START, nameBytes(group.title)));
    for (const color of group.colors) {
      if (hexToRgb(color.hex)) blocks.push(colorBlock(`${group.title} ${color.name}`, color.hex));
    }
    blocks.push(block(ASE_GROUP_END, Buffer.alloc(0)));
  }
  const header = Buffer.alloc(12);
  header.write('ASEF', 0, 'ascii');
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(0, 6);
  header.writeUInt32BE(blocks.length, 8);
  return Buffer.concat([header, ...blocks]);
}
