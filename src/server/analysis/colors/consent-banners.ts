import type { Element } from 'domhandler';

/**
 * The ids, classes and file names of cookie-consent platforms and banners (OneTrust, Cookiebot,
 * CookieYes, Complianz, Didomi, Quantcast, Usercentrics, TrustArc, Iubenda, Borlabs, Osano, Klaro,
 * the cookie-law and cookie-notice plugins...). Their buttons and bars are painted in the
 * platform's or the plugin's colours, on every site that installs them. Bare 'cookie' is not
 * among them: a bakery's `.cookie-card` is its own.
 */
const CONSENT =
  /onetrust|optanon|(^|[^a-z0-9])ot-sdk|cookielaw|cookiebot|cybotcookiebot|(^|[^a-z0-9])cky-|cookieyes|cmplz|complianz|didomi|qc-cmp|usercentrics|truste[-_]|trustarc|iubenda|borlabs|_brlbs|osano|termly|klaro|tarteaucitron|cookie-?law|cookie[-_]?(consent|banner|notice|bar|popup|modal|settings|preferences|policy|compliance|message|warning)|cookies?[-_]?(accept|decline|reject)|(^|[^a-z0-9])cc-(window|banner|btn|revoke|compliance|allow|deny|dismiss)|(^|[^a-z0-9])cli-|wt-cli|gdpr|consent/i;

/** A selector (one of a list), a stylesheet's address or an element's names that belong to a consent banner. */
export function isConsentName(text: string): boolean {
  return CONSENT.test(text);
}

/** The element is, or sits inside, a cookie-consent banner or dialog. */
export function isInConsentBanner(element: Element): boolean {
  let node: Element | null = element;
  while (node) {
    const names = `${node.attribs.id ?? ''} ${node.attribs.class ?? ''}`;
    if (names.trim() && isConsentName(names)) return true;
    node = node.parent && 'tagName' in node.parent ? (node.parent as Element) : null;
  }
  return false;
}
