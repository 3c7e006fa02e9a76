import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { familyNames, fontFormatOf, weightOf } from './font-files';
import { isUnsafeEntryName, readZip, UnsafeZipError } from './read-zip';

function woff2(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x77, 0x4f, 0x46, 0x32]);
  new DataView(bytes.buffer).setUint32(8, size);
  return bytes;
}

describe('font files', () => {
  it('knows a font by its bytes, not its name', () => {
    expect(fontFormatOf(woff2())).toBe('woff2');
    expect(fontFormatOf(new TextEncoder().encode('just text renamed .woff2'))).toBeNull();
    expect(fontFormatOf(woff2(64).subarray(0, 40))).toBeNull();
  });

  it('reads weights and skips italics', () => {
    expect(weightOf('SodoSans-Regular.woff2')).toBe('Regular');
    expect(weightOf('sodo_sans_semibold.woff')).toBe('SemiBold');
    expect(weightOf('SodoSans-Bold.ttf')).toBe('Bold');
    expect(weightOf('SodoSans-BoldItalic.woff2')).toBeNull();
    expect(familyNames('SODO Sans')).toEqual({
      folder: 'sodo-sans',
      prefix: 'SodoSans',
      keys: ['sodo', 'sodosans'],
    });
  });
});

describe('readZip', () => {
  it('reads a normal archive', () => {
    const zip = zipSync({
      'fonts/SodoSans-Regular.woff2': woff2(),
      'readme.txt': new TextEncoder().encode('hi'),
    });
    expect(
      readZip(zip)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['fonts/SodoSans-Regular.woff2', 'readme.txt']);
  });

  it('refuses a ZIP bomb, too many entries, unsafe paths and non-ZIP bytes', () => {
    const bomb = zipSync({ 'a.woff2': new Uint8Array(9_000_000) }, { level: 9 });
    expect(() => readZip(bomb)).toThrow(/suspiciously well/);
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`f${i}.txt`, new Uint8Array([1])])),
    );
    expect(() => readZip(many)).toThrow(/more than 500 entries/);
    for (const name of ['../evil.woff2', '/abs.woff2', 'C:\\x.woff2', 'a\\b.woff2']) {
      expect(isUnsafeEntryName(name), name).toBe(true);
    }
    expect(() => readZip(zipSync({ '../../etc/passwd': new Uint8Array([1]) }))).toThrow(UnsafeZipError);
    expect(() => readZip(new TextEncoder().encode('PK not really'))).toThrow('The file is not a ZIP archive');
  });

  it('never inflates past a declared size that lies', () => {
    const zip = Buffer.from(zipSync({ 'a.woff2': woff2(4096) }, { level: 9 }));
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const local = zip.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    zip.writeUInt32LE(16, central + 24);
    zip.writeUInt32LE(16, local + 22);
    const [entry] = readZip(new Uint8Array(zip));
    expect(entry?.data.length).toBeLessThanOrEqual(16);
    expect(fontFormatOf(entry?.data ?? new Uint8Array())).toBeNull();
  });
});
