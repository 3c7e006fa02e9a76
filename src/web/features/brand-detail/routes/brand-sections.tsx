import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import type { CompetitorColor } from '@/domain/color-intel';
import { logoKitOf } from '@/domain/logo-kit';
import { typefacesOf } from '@/domain/typography';
import { Badge } from '@/web/components/ui/badge';
import { BrandAdminTools } from '@/web/features/admin/components/brand';
import { SuggestCorrection } from '@/web/features/corrections/components/suggest-correction';
import { BrandHistory } from '@/web/features/history/components/brand-history';
import { readPositioning } from '@/web/lib/positioning';
import type { useBrandColorReport } from '../api/get-brand-color-report';
import type { useBrandLogos } from '../api/get-brand-logos';
import type { useBrandRelated } from '../api/get-brand-related';
import { AboutSection, readAbout } from '../components/about-section';
import { BrandFonts } from '../components/brand-fonts';
import { BrandLogos } from '../components/brand-logos';
import { BrandTypography } from '../components/brand-typography';
import { FactsCards } from '../components/facts-cards';
import { LogoKit } from '../components/logo-kit';
import { NewsSection, readNews } from '../components/news-section';
import { PeopleSection, readPeople } from '../components/people-section';
import { PositioningSection } from '../components/positioning-section';
import { readFonts } from '../components/read-fonts';
import { Section } from '../components/section';
import { UnverifiedMark } from '../components/unverified-mark';

export interface BrandSectionsProps {
  brand: Brand;
  related: ReturnType<typeof useBrandRelated>['data'];
  logos: ReturnType<typeof useBrandLogos>['data'];
  colorReport: ReturnType<typeof useBrandColorReport>['data'];
}

/**
 * The brand page below its colours, from the typography to the history (spec 001 §2): its code
 * loads as it comes near the screen (brand-detail.tsx); the server renders it with the rest.
 */
export function BrandSections({ brand, related, logos, colorReport }: BrandSectionsProps) {
  const positioning = readPositioning(brand.competitive_positioning);
  const news = readNews(brand.recent_news);
  const people = readPeople(brand.key_people);
  const about = readAbout(brand.company_insights);
  const fonts = readFonts(brand.fonts);
  const typefaces = typefacesOf(brand.typography);
  const kit = logoKitOf(brand.logo_kit);
  const competitors = related?.competitors ?? brand.competitors.map((name) => ({ name, slug: null }));
  const covered = competitors.filter((c) => c.slug).length;

  return (
    <>
      {fonts.length > 0 ? (
        <Section id="typography" title="Typography">
          <BrandFonts fonts={fonts} />
        </Section>
      ) : null}

      {typefaces.length > 0 ? (
        <Section id="typefaces" title="Typefaces">
          <BrandTypography faces={typefaces} installedFamilies={fonts.map((f) => f.family)} />
        </Section>
      ) : null}

      {kit.length > 0 ? (
        <Section id="logo-kit" title="Logo kit">
          <LogoKit slug={brand.slug} name={brand.name} kit={kit} />
        </Section>
      ) : null}

      {logos && logos.items.length > 0 ? (
        <Section id="logos" title="Logos">
          <BrandLogos slug={brand.slug} logos={logos.items} kit={kit} />
        </Section>
      ) : null}

      {brand.mission || brand.vision ? (
        <Section id="messaging" title="Messaging">
          <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Statement brand={brand} field="mission" label="Mission" />
            <Statement brand={brand} field="vision" label="Vision" />
          </dl>
        </Section>
      ) : null}

      {competitors.length > 0 ? (
        <Section id="competitors" title="Competitors">
          <p className="text-sm text-muted-foreground">
            {covered} of {competitors.length} competitors {covered === 1 ? 'is' : 'are'} in our database.
          </p>
          <ul className="flex flex-wrap gap-2">
            {competitors.map((c) => (
              <li key={c.name} className="flex items-center gap-2">
                {c.slug ? (
                  <Link
                    to={`/brands/${c.slug}`}
                    className="inline-flex rounded-full border px-3 py-1 text-sm font-medium hover:bg-secondary"
                  >
                    {c.name}
                  </Link>
                ) : (
                  <span className="inline-flex rounded-full border border-dashed px-3 py-1 text-sm text-muted-foreground">
                    {c.name}
                  </span>
                )}
                <CompetitorDistance entry={colorReport?.competitors.find((x) => x.name === c.name)} />
              </li>
            ))}
          </ul>
          {colorReport?.competitors.some((x) => x.too_close) ? (
            <p className="flex items-center gap-2 text-sm font-medium text-amber-700 dark:text-amber-400">
              <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />A competitor's primary
              colour is under ΔE {colorReport.warning_below} from {brand.name}'s: the two read as one colour.
            </p>
          ) : null}
          {brand.industry ? (
            <Link
              to={`/colors/landscape?${new URLSearchParams({ industry: brand.industry })}`}
              className="self-start text-sm underline underline-offset-4 hover:decoration-2"
            >
              See who owns which colour in this industry
            </Link>
          ) : null}
        </Section>
      ) : null}

      <FactsSection brand={brand} />

      {positioning ? (
        <Section id="positioning" title="Competitive Positioning">
          <PositioningSection view={positioning} />
        </Section>
      ) : null}

      {brand.keywords.length > 0 ? (
        <Section id="keywords" title="Keywords">
          <ul className="flex flex-wrap gap-2">
            {brand.keywords.map((k) => (
              <li key={k}>
                <Badge variant="outline">{k}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {news.length > 0 ? (
        <Section id="news" title="Recent News">
          <NewsSection items={news} />
        </Section>
      ) : null}

      {people.length > 0 ? (
        <Section id="people" title="Key People">
          <PeopleSection people={people} />
        </Section>
      ) : null}

      {about ? (
        <Section id="about" title="Company Insights">
          <AboutSection view={about} />
        </Section>
      ) : null}

      <Section id="history" title="History">
        <p className="text-sm text-muted-foreground">
          Every change to this brand's public facts is kept, with when it changed and where it came from.
        </p>
        <SuggestCorrection brand={brand} />
        <BrandHistory brand={brand} />
      </Section>

      <BrandAdminTools brand={brand} />
    </>
  );
}

/** The brand's mission or vision, marked when the analyzer was not sure of it; nothing when empty. */
function Statement({ brand, field, label }: { brand: Brand; field: 'mission' | 'vision'; label: string }) {
  const text = brand[field];
  if (!text) return null;
  return (
    <div className="rounded-xl border bg-card p-5">
      <dt className="text-xs font-medium text-muted-foreground">
        {label}
        <UnverifiedMark brand={brand} field={field} what={field} />
      </dt>
      <dd className="mt-1 text-pretty">{text}</dd>
    </div>
  );
}

/** How far a competitor's primary colour lies from this brand's, flagged under the warning distance. */
function CompetitorDistance({ entry }: { entry: CompetitorColor | undefined }) {
  if (!entry || entry.distance === null || !entry.primary_color) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs ${entry.too_close ? 'font-medium text-amber-700 dark:text-amber-400' : 'text-muted-foreground'}`}
    >
      <span
        aria-hidden="true"
        className="inline-block size-3 rounded-full ring-1 ring-black/10 dark:ring-white/20"
        style={{ backgroundColor: entry.primary_color }}
      />
      {entry.too_close ? <TriangleAlertIcon aria-hidden="true" className="size-3.5" /> : null}
      <span>
        ΔE {entry.distance.toFixed(1)}
        {entry.too_close ? ' · too close' : ''}
      </span>
    </span>
  );
}

function FactsSection({ brand }: { brand: Parameters<typeof FactsCards>[0]['brand'] }) {
  const cards = <FactsCards brand={brand} />;
  const hasFacts =
    brand.year_founded ||
    brand.annual_revenue ||
    brand.brand_equity_value ||
    Object.keys(brand.brand_awareness_metrics ?? {}).length > 0;
  if (!hasFacts) return null;
  return (
    <Section id="facts" title="Facts">
      {cards}
    </Section>
  );
}
