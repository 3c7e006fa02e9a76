import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Brand } from '@/domain/brand';
import type { BrandVersion } from '@/domain/brand-history';
import { sessionQueryKey } from '@/web/api/get-session';
import { historyKeys } from '../api/history';
import { BrandHistoryPanel } from './brand-history-panel';

const brand = {
  id: '00000000-0000-4000-8000-000000000002',
  slug: 'nike',
  name: 'Nike',
  annual_revenue_currency: 'USD',
  protected: false,
} as Brand;

let nextId = 1;
function change(field: BrandVersion['field'], old_value: unknown, new_value: unknown): BrandVersion {
  return {
    id: nextId++,
    field,
    old_value,
    new_value,
    changed_at: '2026-01-01T00:00:00.000Z',
    method: 'seed',
    source: { label: 'Seed', url: null },
    correction_id: null,
    reverts: null,
    reverted_by: null,
  };
}

/** The panel as first drawn, with its reads already answered. */
function renderPanel(versions: BrandVersion[]): string {
  const client = new QueryClient();
  client.setQueryData(sessionQueryKey, null);
  client.setQueryData(historyKeys.identity(brand.slug), { eras: [] });
  client.setQueryData(historyKeys.versions(brand.slug), {
    pages: [{ items: versions, nextCursor: null }],
    pageParams: [''],
  });
  return renderToString(
    <QueryClientProvider client={client}>
      <BrandHistoryPanel brand={brand} />
    </QueryClientProvider>,
  );
}

describe('the brand history', () => {
  const html = renderPanel([
    change('key_people', null, [
      {
        name: 'Elliott Hill',
        title: 'President and CEO',
        source: 'https://about.nike.com',
        joined_year: 2024,
      },
    ]),
    change('company_insights', null, { founded_year: 1964, headquarters: 'Beaverton, United States' }),
    change('logo_url', null, '/files/brand-logos/71199ee0/simple-icons-nike.svg'),
    change('annual_revenue', null, 46310000000),
    change('has_blue_badge', false, true),
    change('pricing_strategy', null, 'premium'),
    change('accent_color', '#111111', '#FA5400'),
  ]);

  it('shows values as people read them, never as stored JSON', () => {
    expect(html).not.toContain('{&quot;');
    expect(html).not.toContain('[{');
    expect(html).toContain('Elliott Hill, President and CEO');
    expect(html).toMatch(/Headquarters<\/dt><dd[^>]*>Beaverton, United States/);
    expect(html).toContain('$46.3B');
    expect(html).not.toContain('46310000000');
    expect(html).toContain('>Verified<');
    expect(html).not.toContain('>true<');
    expect(html).toContain('>Premium<');
  });

  it('shows a logo as a picture with a text alternative, not as its address', () => {
    expect(html).toMatch(
      /<img[^>]+src="\/files\/brand-logos\/71199ee0\/simple-icons-nike.svg"[^>]+alt="Nike logo"/,
    );
    expect(html).not.toMatch(/>[^<]*\/files\/brand-logos/);
  });

  it('shows colours as swatches with their hex', () => {
    expect(html).toContain('background-color:#FA5400');
    expect(html).toContain('>#FA5400<');
  });

  it('says none for an empty side, and strikes nothing through', () => {
    expect(html).toContain('None');
    expect(html).not.toMatch(/>empty</);
    expect(html).not.toContain('line-through');
  });

  it('shows the start of a long text with a way to read it whole', () => {
    const long = `${'A long mission statement. '.repeat(20)}The end.`;
    const panel = renderPanel([change('mission', null, long)]);
    expect(panel).not.toContain('The end.');
    expect(panel).toMatch(/<button[^>]+aria-expanded="false"[^>]*>Show all<\/button>/);
  });
});
