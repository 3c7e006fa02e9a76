import { describe, expect, it } from 'vitest';
import { InvalidSvgError, sanitizeSvg } from './sanitize-svg';

describe('sanitizeSvg', () => {
  it('removes scripts, event handlers, foreign content and external links', () => {
    const dirty = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10">
      <script>alert(2)</script>
      <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
      <a href="javascript:alert(3)"><rect width="10" height="10" onclick="alert(4)" fill="#F40009"/></a>
      <use href="https://evil.example/sprite.svg#x"/>
      <use href="#local"/>
      <style>@import url(https://evil.example/x.css); .a{fill:red}</style>
      <path d="M0 0h10v10z" style="fill:url(https://evil.example/p)"/>
    </svg>`;
    const clean = sanitizeSvg(dirty);
    expect(clean).not.toMatch(
      /script|onload|onclick|foreignObject|iframe|javascript:|evil\.example|@import/i,
    );
    expect(clean).toContain('href="#local"');
    expect(clean).toContain('d="M0 0h10v10z"');
    expect(clean).toMatch(/^<svg/);
  });

  it('keeps a plain logo intact', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>Acme</title><path fill="#00704A" d="M1 1h22v22H1z"/></svg>';
    expect(sanitizeSvg(logo)).toBe(logo);
  });

  it('refuses what is not an SVG', () => {
    expect(() => sanitizeSvg('<html><body>hi</body></html>')).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg('\x89PNG')).toThrow(InvalidSvgError);
  });
});
