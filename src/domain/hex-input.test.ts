import { describe, expect, it } from 'vitest';
import { parseHexInput } from './hex-input';

describe('parseHexInput', () => {
  it('reads six digits with or without #, in either case, around spaces', () => {
    expect(parseHexInput('#00704a')).toEqual({ ok: true, hex: '#00704A' });
    expect(parseHexInput('00704A')).toEqual({ ok: true, hex: '#00704A' });
    expect(parseHexInput('  #FfFfFf ')).toEqual({ ok: true, hex: '#FFFFFF' });
  });

  it('expands the three-digit short form', () => {
    expect(parseHexInput('#f0a')).toEqual({ ok: true, hex: '#FF00AA' });
    expect(parseHexInput('abc')).toEqual({ ok: true, hex: '#AABBCC' });
  });

  it('refuses alpha, names, garbage and nothing, saying what to type', () => {
    const reason = (v: string | null) => {
      const result = parseHexInput(v);
      return result.ok ? null : result.reason;
    };
    expect(reason('#00704A80')).toMatch(/alpha channel; transparency is not supported/);
    expect(reason('00704A80')).toMatch(/alpha/);
    expect(reason('#f0a8')).toMatch(/alpha/);
    expect(reason('red')).toBe("'red' is a name, not a hex colour. Use a hex colour such as #00704A.");
    expect(reason('rgb(0, 112, 74)')).toMatch(/is not a hex colour/);
    expect(reason('#12345')).toMatch(/is not a hex colour/);
    expect(reason('#GGGGGG')).toMatch(/is not a hex colour/);
    expect(reason('')).toMatch(/A colour is needed/);
    expect(reason(null)).toMatch(/A colour is needed/);
    expect(reason('#'.repeat(5000))).toBe('That is not a hex colour. Use a hex colour such as #00704A.');
  });
});
