import { describe, expect, it } from 'vitest';
import { SEED_BRANDS, type SeedBrand } from './catalogue';
import { seedLogo, seedLogoSource } from './seed-logo';

function seed(overrides: Partial<SeedBrand>): SeedBrand {
  const base = SEED_BRANDS.find((b) => b.slug === 'ibm');
  if (!base) throw new Error('IBM is a curated brand');
  const { simple_icon: _icon, svg_logo: _logo, ...rest } = base;
  return { ...rest, ...overrides };
}

describe('seedLogo', () => {
  it('fills a simple-icons mark with the colour simple-icons records', async () => {
    const logo = await seedLogo(seed({ simple_icon: 'nike' }));
    expect(logo).toMatchObject({ source: 'simple-icons:nike', fileName: 'simple-icons-nike.svg' });
    expect(logo?.svg).toMatch(/^<svg fill="#111111" [^>]*viewBox="0 0 24 24"/);
  });

  it('keeps the colours of SVG Logos artwork drawn in them', async () => {
    const logo = await seedLogo(seed({ svg_logo: 'slack-icon', primary_color: '#4A154B' }));
    expect(logo).toMatchObject({ source: 'svg-logos:slack-icon', fileName: 'svg-logos-slack-icon.svg' });
    expect(logo?.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 256 256">/);
    expect(logo?.svg).toContain('fill="#e01e5a"');
    expect(logo?.svg).not.toContain('#4A154B');
  });

  it("gives one-colour artwork the brand's primary colour, unless it would not show on white", async () => {
    const blue = await seedLogo(seed({ svg_logo: 'ibm', primary_color: '#0F62FE' }));
    expect(blue?.svg).toMatch(/^<svg [^>]*viewBox="0 0 512 205" fill="#0F62FE"><path d="/);
    const pale = await seedLogo(seed({ svg_logo: 'ibm', primary_color: '#FFE600' }));
    expect(pale?.svg).not.toContain('fill=');
  });

  it('prefers simple-icons when a brand names both', () => {
    expect(seedLogoSource(seed({ simple_icon: 'nike', svg_logo: 'ibm' }))).toBe('simple-icons:nike');
    expect(seedLogoSource(seed({}))).toBeNull();
  });

  it('gives null for artwork the package lacks, inherited names included', async () => {
    expect(await seedLogo(seed({ svg_logo: 'no-such-brand' }))).toBeNull();
    expect(await seedLogo(seed({ svg_logo: 'constructor' }))).toBeNull();
    expect(await seedLogo(seed({ simple_icon: 'no-such-brand' }))).toBeNull();
    expect(await seedLogo(seed({}))).toBeNull();
  });

  it('finds the artwork every curated brand names', async () => {
    const named = SEED_BRANDS.filter((b) => seedLogoSource(b));
    const missing = [];
    for (const brand of named) if (!(await seedLogo(brand))) missing.push(brand.slug);
    expect(missing).toEqual([]);
    expect(named.filter((b) => b.svg_logo).map((b) => b.slug)).toEqual([
      'microsoft',
      'ibm',
      'adobe',
      'slack',
    ]);
  });
});
