import { describe, expect, it } from 'vitest';
import { decodeHtmlBytes, sniffEncoding } from './charset';

describe('page encodings', () => {
  it('takes the declared charset, in the header or a meta tag, ISO-8859-1 read as Windows-1252', () => {
    expect(sniffEncoding(Buffer.from('<p>x</p>'), 'text/html; charset=Shift_JIS')).toBe('shift_jis');
    expect(
      sniffEncoding(
        Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=gb2312">'),
        'text/html',
      ),
    ).toBe('gb2312');
    expect(decodeHtmlBytes(Buffer.from([0x41, 0x96, 0x42, 0x80]), 'text/html; charset=ISO-8859-1')).toBe(
      'A–B€',
    );
  });

  it('reads valid UTF-8 as UTF-8, and guesses an undeclared legacy page by how it reads', () => {
    expect(sniffEncoding(Buffer.from('<title>Crème — 新华网</title>'), 'text/html')).toBe('utf-8');
    // 'Café Müller – seit 1923' in Windows-1252, declared nowhere.
    const latin = Buffer.from([
      ...Buffer.from('Caf'),
      0xe9,
      ...Buffer.from(' M'),
      0xfc,
      ...Buffer.from('ller '),
      0x96,
      ...Buffer.from(' seit 1923'),
    ]);
    expect(sniffEncoding(latin, 'text/html')).toBe('windows-1252');
    expect(decodeHtmlBytes(latin, 'text/html')).toBe('Café Müller – seit 1923');
    // '新华网' in GB2312.
    expect(decodeHtmlBytes(Buffer.from([0xd0, 0xc2, 0xbb, 0xaa, 0xcd, 0xf8]), 'text/html')).toBe('新华网');
  });
});
