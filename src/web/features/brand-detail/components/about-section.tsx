import { BriefcaseBusinessIcon, GlobeIcon, LinkIcon } from 'lucide-react';
import facebookMark from 'simple-icons/icons/facebook.svg?url';
import instagramMark from 'simple-icons/icons/instagram.svg?url';
import tiktokMark from 'simple-icons/icons/tiktok.svg?url';
import xMark from 'simple-icons/icons/x.svg?url';
import youtubeMark from 'simple-icons/icons/youtube.svg?url';
import { asHttpUrl, asNumber, asRecord, asText, asTextList } from '@/web/lib/read-json';

export interface AboutView {
  about: string | null;
  headquarters: string | null;
  founded: string | null;
  employees: string | null;
  products: string[];
  services: string[];
  social: { network: string; url: string }[];
}

/** The site first, then the networks in a fixed order (the stored map has none), then the rest. */
const SOCIAL_ORDER = ['website', 'linkedin', 'twitter', 'x', 'instagram', 'facebook', 'youtube', 'tiktok'];
function socialRank(network: string): number {
  const at = SOCIAL_ORDER.indexOf(network.toLowerCase());
  return at === -1 ? SOCIAL_ORDER.length : at;
}

export function readAbout(value: unknown): AboutView | null {
  const insights = asRecord(value);
  if (!insights) return null;
  const socialLinks = asRecord(insights.social_links) ?? {};
  const employees = asNumber(insights.employee_count);
  const view: AboutView = {
    about: asText(insights.about),
    headquarters: asText(insights.headquarters),
    founded: asText(insights.founded_year),
    employees: employees !== null ? employees.toLocaleString('en-US') : asText(insights.employee_count),
    products: asTextList(insights.products),
    services: asTextList(insights.services),
    social: Object.entries(socialLinks)
      .map(([network, url]) => ({ network, url: asHttpUrl(url) }))
      .filter((s): s is { network: string; url: string } => s.url !== null)
      .sort((a, b) => socialRank(a.network) - socialRank(b.network) || a.network.localeCompare(b.network)),
  };
  const empty =
    !view.about &&
    !view.headquarters &&
    !view.founded &&
    !view.employees &&
    view.products.length === 0 &&
    view.services.length === 0 &&
    view.social.length === 0;
  return empty ? null : view;
}

const BRAND_ICONS: Record<string, string> = {
  instagram: instagramMark,
  twitter: xMark,
  x: xMark,
  facebook: facebookMark,
  youtube: youtubeMark,
  tiktok: tiktokMark,
};

/** Networks as their owners write them; the analyzer stores X under its older key, twitter. */
const NETWORK_LABELS: Record<string, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  github: 'GitHub',
};

function networkLabel(network: string): string {
  const key = network.toLowerCase();
  return NETWORK_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * linkedin, twitter, instagram and website have their own icon; others a generic one (spec 001 §3).
 * Brand marks come from simple-icons; LinkedIn's is not offered there, so a briefcase stands in.
 */
function SocialIcon({ network }: { network: string }) {
  const key = network.toLowerCase();
  const mark = BRAND_ICONS[key];
  if (mark) {
    // The mark as a mask, so it takes the text colour in both themes. The URL is quoted: the
    // build inlines small SVGs as data: URLs whose quotes would end an unquoted url() early.
    return (
      <span
        aria-hidden="true"
        className="size-4 shrink-0 bg-current"
        style={{
          maskImage: `url("${mark}")`,
          maskSize: 'contain',
          maskRepeat: 'no-repeat',
          maskPosition: 'center',
        }}
      />
    );
  }
  if (key === 'linkedin') return <BriefcaseBusinessIcon aria-hidden="true" className="size-4" />;
  if (key === 'website') return <GlobeIcon aria-hidden="true" className="size-4" />;
  return <LinkIcon aria-hidden="true" className="size-4" />;
}

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
}

export function AboutSection({ view }: { view: AboutView }) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-5">
      {view.about ? <p className="max-w-3xl text-pretty">{view.about}</p> : null}
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
        <Row label="Headquarters" value={view.headquarters} />
        <Row label="Founded" value={view.founded} />
        <Row label="Employees" value={view.employees} />
        <Row label="Products" value={view.products.join(', ') || null} />
        <Row label="Services" value={view.services.join(', ') || null} />
      </dl>
      {view.social.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Social links">
          {view.social.map((s) => (
            <li key={s.network}>
              <a
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm hover:bg-secondary"
              >
                <SocialIcon network={s.network} />
                {networkLabel(s.network)}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
