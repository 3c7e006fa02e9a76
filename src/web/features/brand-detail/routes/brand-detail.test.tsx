import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@/domain/brand';
import { loadDeferredParts } from '@/web/lib/deferred-part';
import { BrandDetailPage } from './brand-detail';

// As the server does: the parts the browser loads near the screen are rendered with the page.
beforeAll(() => loadDeferredParts());

function hostileBrand(): Brand {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'hostile',
    name: '<script>alert("name")</script>Hostile',
    url: 'javascript:alert(1)',
    tagline: '<b>bold</b>',
    description: 'Made by <img src=x onerror=alert(1)> people.',
    mission: null,
    vision: null,
    industry: 'Technology',
    archetype: 'NotAnArchetype',
    logo_url: null,
    logo_kit: [],
    typography: [],
    brand_image_url: null,
    primary_color: '#123456',
    secondary_color: 'red',
    accent_color: null,
    color_palette: ['#ABCDEF', 'nope'],
    ai_color_names: {},
    keywords: ['<i>k</i>'],
    competitors: [],
    year_founded: null,
    annual_revenue: null,
    annual_revenue_currency: 'USD',
    annual_revenue_year: null,
    brand_equity_value: null,
    brand_equity_ranking: null,
    brand_equity_year: null,
    brand_awareness_metrics: { recall: {} as unknown as number },
    pricing_strategy: null,
    competitive_positioning: { swot: 5, strengths: [{ nope: true }] } as unknown as Record<string, unknown>,
    recent_news: [
      { title: '<script>x</script>News', url: 'javascript:alert(2)' },
      'odd' as unknown as Record<string, unknown>,
    ],
    news_last_updated_at: null,
    key_people: [{ name: 'Ada <b>L</b>', photo_url: 'javascript:alert(3)' }, {}] as Record<string, unknown>[],
    company_insights: { social_links: { website: 'javascript:alert(4)' }, employee_count: 'many' },
    insights_last_updated_at: null,
    has_blue_badge: false,
    has_verified_colors: false,
    protected: false,
    fonts: [],
    favorite_count: 0,
    visit_count: 0,
    last_visited_at: null,
    analysis_status: 'completed',
    analysis_error: null,
    analysis_started_at: null,
    analysis_completed_at: null,
    listed: true,
    created_by: null,
    unverified_fields: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

function render(brand: Brand): string {
  const client = new QueryClient();
  client.setQueryData(['brands', 'detail', brand.slug], brand);
  client.setQueryData(['brands', 'related', brand.slug], {
    mentions: [],
    competitors: brand.competitors.map((name) => ({ name, slug: null })),
  });
  client.setQueryData(['brands', 'logos', brand.slug], { items: [] });
  const router = createMemoryRouter(
    [{ path: '/brands/:slug', element: <BrandDetailPage slug={brand.slug} /> }],
    {
      initialEntries: [`/brands/${brand.slug}`],
    },
  );
  return renderToString(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the brand page with hostile or odd data', () => {
  it('shows markup as text and never produces script or javascript: links', () => {
    const html = render(hostileBrand());
    expect(html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;Hostile');
    expect(html).toContain('Made by &lt;img src=x onerror=alert(1)&gt; people.');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]+onerror/i);
    expect(html).not.toContain('javascript:');
  });

  it('still renders the sections it can when jsonb fields have unexpected shapes', () => {
    const html = render(hostileBrand());
    expect(html).toContain('Brand Colors');
    expect(html).toContain('#123456');
    expect(html).toContain('#ABCDEF');
    expect(html).toContain('Keywords');
    expect(html).toContain('Key People');
    expect(html).not.toContain('Competitive Positioning');
  });
});

describe("the visitors' unverified mark", () => {
  const unsure = (fields: string[]): Brand => ({
    ...hostileBrand(),
    name: 'Harbor',
    tagline: 'Gear for cold mornings',
    year_founded: 1998,
    primary_color: '#2E6B4F',
    unverified_fields: fields,
  });
  const marks = (html: string) => html.match(/>unverified</g)?.length ?? 0;

  it('quietly marks each value the analyzer was not sure of, and names it for screen readers', () => {
    const html = render(unsure(['tagline', 'year_founded', 'primary_color'])).replaceAll('<!-- -->', '');
    expect(marks(html)).toBe(3);
    expect(html).toContain(
      'the tagline was read from the brand&#x27;s website by our analyzer and is not yet confirmed',
    );
    expect(html).toContain('the founding year was read');
    expect(html).toContain('the primary colour was read');
  });

  it('marks an archetype and a pricing position read from too few cues', () => {
    const brand = {
      ...unsure(['archetype', 'pricing_strategy']),
      archetype: 'Explorer',
      pricing_strategy: 'premium',
    };
    const html = render(brand as Brand).replaceAll('<!-- -->', '');
    expect(marks(html)).toBe(2);
    expect(html).toContain('the archetype was read');
    expect(html).toContain('the pricing position was read');
  });

  it('shows the mission and the vision it has, each marked on its own', () => {
    const both = render({ ...unsure(['vision']), mission: 'Warm hands', vision: 'Every harbour' }).replaceAll(
      '<!-- -->',
      '',
    );
    expect(both).toContain('Messaging');
    expect(both).toMatch(/Mission<\/dt><dd[^>]*>Warm hands</);
    expect(both).toMatch(/Vision<span[\s\S]*?>unverified<[\s\S]*?<\/dt><dd[^>]*>Every harbour</);
    expect(marks(both)).toBe(1);
    const missionOnly = render({ ...unsure([]), mission: 'Warm hands' });
    expect(missionOnly).toContain('Warm hands');
    expect(missionOnly).not.toContain('Vision');
    expect(render(unsure([]))).not.toContain('Messaging');
  });

  it('shows no mark on values the analyzer was sure of, or a person set', () => {
    expect(marks(render(unsure([])))).toBe(0);
  });
});

describe('the logo kit and typefaces on the brand page', () => {
  const WHITE = '/files/brand-logos/b/1-0.svg';
  const NAVY = '/files/brand-logos/b/1-kit-1.svg';
  const kitted = (): Brand => ({
    ...hostileBrand(),
    name: 'Harbor',
    logo_url: WHITE,
    logo_kit: [
      {
        url: WHITE,
        role: 'wordmark',
        ground: 'dark',
        file_type: 'SVG',
        ink: '#FFFFFF',
        ink_luminance: 1,
        self_backed: false,
        derived: false,
        source: 'https://harbor.example/',
      },
      {
        url: NAVY,
        role: 'wordmark',
        ground: 'light',
        file_type: 'SVG',
        ink: '#111111',
        ink_luminance: 0.006,
        self_backed: false,
        derived: true,
        source: 'https://harbor.example/',
      },
    ],
    typography: [
      {
        role: 'display',
        family: 'Circular',
        source: 'self-hosted',
        licence: 'proprietary',
        category: 'sans-serif',
        weight: '700',
        size_px: 56,
        proportions: null,
        file_url: null,
        alternative: 'DM Sans',
        source_url: 'https://harbor.example/',
      },
      {
        role: 'body',
        family: 'Inter',
        source: 'google-fonts',
        licence: 'open',
        category: 'sans-serif',
        weight: '400',
        size_px: 16,
        proportions: null,
        file_url: '/files/fonts/brand-fonts/b/body-1.woff2',
        alternative: null,
        source_url: 'https://harbor.example/',
      },
    ],
  });

  it('never shows the white logo on the white header tile: the variant for light grounds instead', () => {
    const html = render(kitted());
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toContain(`src="${NAVY}"`);
    expect(header).not.toContain(`src="${WHITE}"`);
    expect(header).toContain('data-ground="light"');
  });

  it('puts a white logo without a light variant on a dark tile', () => {
    const brand = kitted();
    brand.logo_kit = brand.logo_kit.slice(0, 1);
    const html = render(brand);
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toContain(`src="${WHITE}"`);
    expect(header).toContain('data-ground="dark"');
  });

  it('shows each variant of the kit on its ground, with a download in its format', () => {
    const html = render(kitted()).replaceAll('<!-- -->', '');
    expect(html).toContain('Logo kit');
    expect(html).toContain('Wordmark for dark backgrounds');
    expect(html).toContain(`href="${WHITE}?download"`);
    expect(html).toContain('download="hostile-wordmark-light-derived.svg"');
    expect(html).toContain('Derived from the one-colour wordmark');
  });

  it('sets each typeface in its own face where the licence allows, else in the named alternative', () => {
    const html = render(kitted()).replaceAll('<!-- -->', '');
    expect(html).toContain('Shown in DM Sans, a free alternative: Circular is licensed to the brand');
    expect(html).toContain('font-family:&quot;DM Sans Variable&quot;, sans-serif');
    expect(html).toContain('Set in Inter itself (open licence)');
    expect(html).toContain('src:url("/files/fonts/brand-fonts/b/body-1.woff2")');
  });
});

describe('the brand page as a reader sees it', () => {
  const brand: Brand = {
    ...hostileBrand(),
    name: 'Nike',
    url: 'https://nike.com',
    tagline: null,
    description: null,
    industry: 'Sports & Recreation',
    archetype: 'Hero',
    primary_color: '#111111',
    secondary_color: '#FFFFFF',
    accent_color: '#FA5400',
    color_palette: [],
    pricing_strategy: 'mid-market',
    competitors: ['Adidas'],
  };
  let html = '';
  // After the deferred parts have loaded (the file's first beforeAll).
  beforeAll(() => {
    html = render(brand).replace(/<!-- -->/g, '');
  });

  it('writes the pricing position with the label every page uses', () => {
    expect(html).toMatch(/>Mid-market</);
    expect(html).not.toMatch(/>mid-market</);
    expect(html).not.toMatch(/class="[^"]*\bcapitalize\b/);
  });

  it('grades a colour at 3:1 on white as AA large', () => {
    expect(html).toMatch(/on white 3\.32:1 <span[^>]*>AA large</);
  });

  it('underlines the links that sit among text, not only on hover', () => {
    const links = [...html.matchAll(/<a [^>]*class="([^"]*)"[^>]*>([^<]*)</g)]
      .filter(([, , text]) => /family$|^Brands near this colour$|^See who owns which colour/.test(text ?? ''))
      .map(([, className, text]) => ({
        text,
        underlined: (className ?? '').split(/\s+/).includes('underline'),
      }));
    expect(links.map((link) => link.text)).toEqual(
      expect.arrayContaining([
        'Black family',
        'Brands near this colour',
        'See who owns which colour in this industry',
      ]),
    );
    expect(links.filter((link) => !link.underlined)).toEqual([]);
  });
});
