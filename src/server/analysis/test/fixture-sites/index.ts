import { channelVariablesSite } from './channel-variables';
import { cssVariablesSite } from './css-variables';
import {
  brokenHtmlSite,
  hugePageSite,
  notHtmlSite,
  robotsDisallowSite,
  serverErrorSite,
  timingOutSite,
} from './failing-sites';
import type { FailingFixtureSite, FixtureBrandSite } from './fixture-brand-site';
import { jsonLdRichSite } from './json-ld-rich';
import { manifestOnlySite } from './manifest-only';
import { monochromeSite } from './monochrome';
import { redirectingSite } from './redirecting';
import { rssFeedSite } from './rss-feed';
import { svgInlineLogoSite } from './svg-inline-logo';
import { svgSpriteLogoSite } from './svg-sprite-logo';

/** The brand sites whose fields the analyzer must find (the bench counts them too). */
export const FIXTURE_BRAND_SITES: FixtureBrandSite[] = [
  jsonLdRichSite,
  cssVariablesSite,
  channelVariablesSite,
  svgInlineLogoSite,
  svgSpriteLogoSite,
  manifestOnlySite,
  rssFeedSite,
  redirectingSite,
  monochromeSite,
];

/** Sites whose analysis must fail with a readable error. */
export const FAILING_FIXTURE_SITES: FailingFixtureSite[] = [
  timingOutSite,
  hugePageSite,
  notHtmlSite,
  brokenHtmlSite,
  robotsDisallowSite,
  serverErrorSite,
];
