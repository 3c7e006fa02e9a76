/** An Adobe Swatch Exchange file read back: a test's independent reader of what writeAse wrote. */
export interface AseSwatch {
  name: string;
  model: string;
  values: number[];
  type: number;
}
export interface AseGroup {
  name: string;
  swatches: AseSwatch[];
}
export interface AseFile {
  version: [number, number];
  blockCount: number;
  groups: AseGroup[];
  /** Swatches outside any group. */
  loose: AseSwatch[];
}

const COMPONENTS: Record<string, number> = { 'RGB ': 3, CMYK: 4, LAB: 3, 'LAB ': 3, Gray: 1 };

/** Reads an ASE file, throwing on anything malformed: signature, lengths, names, models, nesting. */
export function readAse(bytes: Uint8Array): AseFile {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = String.fromCharCode(...bytes.subarray(0, 4));
  if (signature !== 'ASEF') throw new Error(`bad signature ${signature}`);
  const version: [number, number] = [view.getUint16(4), view.getUint16(6)];
  const blockCount = view.getUint32(8);
  let offset = 12;
  const groups: AseGroup[] = [];
  const loose: AseSwatch[] = [];
  let open: AseGroup | null = null;
  const readName = (at: number): [string, number] => {
    const units = view.getUint16(at);
    let name = '';
    for (let i = 0; i < units - 1; i++) name += String.fromCharCode(view.getUint16(at + 2 + i * 2));
    if (view.getUint16(at + 2 + (units - 1) * 2) !== 0) throw new Error('name without its terminating zero');
    return [name, at + 2 + units * 2];
  };
  for (let block = 0; block < blockCount; block++) {
    const type = view.getUint16(offset);
    const length = view.getUint32(offset + 2);
    const start = offset + 6;
    const end = start + length;
    if (end > bytes.length) throw new Error(`block ${block} runs past the end`);
    if (type === 0xc001) {
      if (open) throw new Error('nested group');
      const [name, after] = readName(start);
      if (after !== end) throw new Error('group start length mismatch');
      open = { name, swatches: [] };
    } else if (type === 0xc002) {
      if (!open || length !== 0) throw new Error('stray group end');
      groups.push(open);
      open = null;
    } else if (type === 0x0001) {
      const [name, after] = readName(start);
      const model = String.fromCharCode(...bytes.subarray(after, after + 4));
      const count = COMPONENTS[model];
      if (count === undefined) throw new Error(`unknown colour model '${model}'`);
      const values = Array.from({ length: count }, (_, i) => view.getFloat32(after + 4 + i * 4));
      const colorType = view.getUint16(after + 4 + count * 4);
      if (after + 4 + count * 4 + 2 !== end) throw new Error('colour length mismatch');
      (open ? open.swatches : loose).push({ name, model, values, type: colorType });
    } else {
      throw new Error(`unknown block type ${type.toString(16)}`);
    }
    offset = end;
  }
  if (open) throw new Error('group left open');
  if (offset !== bytes.length) throw new Error('bytes after the last block');
  return { version, blockCount, groups, loose };
}
