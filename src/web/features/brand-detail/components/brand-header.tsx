import { ArrowUpRightIcon, BadgeCheckIcon } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { archetypeBadgeOf } from '@/domain/archetype-badges';
import type { Brand } from '@/domain/brand';
import { parseArchetype, pricingPositionLabel } from '@/domain/taxonomy';
import { BrandLogo } from '@/web/components/brand-logo';
import { Badge, badgeVariants } from '@/web/components/ui/badge';
import { asHttpUrl } from '@/web/lib/read-json';
import { isUnverified, UnverifiedMark } from './unverified-mark';

function websiteOf(url: string | null): URL | null {
  const href = asHttpUrl(url && !/^https?:\/\//i.test(url) ? `https://${url}` : url);
  return href ? new URL(href) : null;
}

// In UTC, so the server's render and the browser's print the same day.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Logo, name, verified badge, tagline, website, industry and archetype badges, last analyzed date,
 * and the buttons of signed-in viewers and admins (`actions`, rendered only when given).
 */
export function BrandHeader({ brand, actions }: { brand: Brand; actions?: ReactNode }) {
  const website = websiteOf(brand.url);
  // The badge's colours only: the archetypes' long texts stay out of the brand page's code.
  const archetype = archetypeBadgeOf(brand.archetype);
  // While an analysis runs (or after it failed) the page shows its progress instead of a date.
  const analyzed =
    brand.analysis_status === 'completed' ? (brand.analysis_completed_at ?? brand.updated_at) : null;
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <BrandLogo
        name={brand.name}
        logoUrl={brand.logo_url}
        color={brand.primary_color}
        kit={brand.logo_kit}
        className="size-20 rounded-xl p-2.5 text-3xl"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-center gap-2">
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{brand.name}</h1>
          {brand.has_blue_badge ? (
            <BadgeCheckIcon
              role="img"
              aria-label="Verified brand"
              className="size-6 shrink-0 text-sky-600 dark:text-sky-400"
            />
          ) : null}
        </div>
        {brand.tagline ? (
          <p className="text-lg text-pretty text-muted-foreground">
            {brand.tagline}
            <UnverifiedMark brand={brand} field="tagline" what="tagline" />
          </p>
        ) : null}
        {brand.logo_url && isUnverified(brand, 'logo_url') ? (
          <p className="-mt-2 text-xs text-muted-foreground">
            Logo
            <UnverifiedMark brand={brand} field="logo_url" what="logo" />
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {brand.industry ? (
            <Link
              to={`/?industry=${encodeURIComponent(brand.industry)}`}
              className={badgeVariants({ variant: 'secondary' })}
            >
              {brand.industry}
            </Link>
          ) : null}
          {brand.archetype ? (
            <Link
              to={`/?archetype=${encodeURIComponent(parseArchetype(brand.archetype) ?? brand.archetype)}`}
              className="inline-flex items-center rounded-full bg-(--badge-bg) px-2.5 py-0.5 text-xs font-medium text-(--badge-fg) dark:bg-(--badge-bg-dark) dark:text-(--badge-fg-dark)"
              style={
                archetype
                  ? ({
                      '--badge-bg': archetype.badge.light.bg,
                      '--badge-fg': archetype.badge.light.fg,
                      '--badge-bg-dark': archetype.badge.dark.bg,
                      '--badge-fg-dark': archetype.badge.dark.fg,
                    } as CSSProperties)
                  : undefined
              }
            >
              {archetype?.name ?? brand.archetype}
            </Link>
          ) : null}
          {brand.archetype ? <UnverifiedMark brand={brand} field="archetype" what="archetype" /> : null}
          {brand.pricing_strategy ? (
            <Badge variant="outline">{pricingPositionLabel(brand.pricing_strategy)}</Badge>
          ) : null}
          {brand.pricing_strategy ? (
            <UnverifiedMark brand={brand} field="pricing_strategy" what="pricing position" />
          ) : null}
          {analyzed ? (
            <span className="text-xs text-muted-foreground">
              Last analyzed {dateFormat.format(new Date(analyzed))}
            </span>
          ) : null}
        </div>
        {actions}
      </div>
      {website ? (
        <a
          href={website.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 self-start rounded-md border px-3 py-2 text-sm font-medium hover:bg-secondary"
        >
          {website.hostname.replace(/^www\./, '')}
          <ArrowUpRightIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </header>
  );
}
