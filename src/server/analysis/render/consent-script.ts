/**
 * Dismisses a cookie banner the way a visitor would, by clicking one of its buttons: first the
 * buttons of the common consent platforms, found by their own ids and classes, then any dialog,
 * fixed bar or element named for cookies or consent whose text speaks of them, by the words on
 * its buttons. Refusing is preferred to accepting (we consent to nothing on anyone's behalf);
 * accepting is the fallback, as some walls offer nothing else. It returns what it clicked, or
 * null. Kept as text (see init-script.ts).
 */
export const CONSENT_SCRIPT = String.raw`(() => {
  const KNOWN = [
    ['OneTrust', '#onetrust-reject-all-handler', '#onetrust-accept-btn-handler'],
    ['Cookiebot', '#CybotCookiebotDialogBodyButtonDecline', '#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll, #CybotCookiebotDialogBodyButtonAccept'],
    ['Didomi', '#didomi-notice-disagree-button', '#didomi-notice-agree-button'],
    ['Quantcast', '.qc-cmp2-summary-buttons button[mode="secondary"]', '.qc-cmp2-summary-buttons button[mode="primary"]'],
    ['TrustArc', '#truste-consent-required', '#truste-consent-button'],
    ['Usercentrics', '[data-testid="uc-deny-all-button"]', '[data-testid="uc-accept-all-button"]'],
    ['Osano', '.osano-cm-denyAll', '.osano-cm-accept-all'],
    ['CookieYes', '.cky-btn-reject', '.cky-btn-accept'],
    ['Complianz', '.cmplz-btn.cmplz-deny', '.cmplz-btn.cmplz-accept'],
    ['Klaro', '.cm-btn-decline', '.cm-btn-accept-all, .cm-btn-accept'],
    ['iubenda', '.iubenda-cs-reject-btn', '.iubenda-cs-accept-btn'],
    ['Borlabs', '#BorlabsCookieBox [data-cookie-refuse]', '#BorlabsCookieBox [data-cookie-accept], #BorlabsCookieBox [data-cookie-accept-all]'],
    ['Cookie Consent', '.cc-deny', '.cc-allow, .cc-dismiss'],
    ['Termly', '[data-tid="banner-decline"]', '[data-tid="banner-accept"]'],
    ['Axeptio', '#axeptio_btn_dismiss', '#axeptio_btn_acceptAll'],
    ['Sourcepoint', 'button.sp_choice_type_13, button[title="Reject"], button[title="Reject all"]', 'button.sp_choice_type_11, button[title="Accept"], button[title="Accept all"]'],
    ['Shopify', '#shopify-pc__banner__btn-decline', '#shopify-pc__banner__btn-accept'],
  ];
  const REJECT = /^(reject|decline|deny|refuse|disagree)( all)?( cookies)?$|^(use |allow )?(only )?(strictly )?(necessary|essential|required)( cookies)?( only)?$|^continue without (accepting|agreeing)$|^(alle )?ablehnen$|^nur (notwendige|essenzielle|erforderliche)( cookies)?( (akzeptieren|zulassen))?$|^(tout )?refuser$|^continuer sans accepter$|^rechazar( todo| todas)?$|^rifiuta( tutto)?$|^(alles )?weigeren$|^avvisa( alla)?$|^avb(ö|o)j$|^afvis( alle)?$|^odrzu(ć|c)( wszystko)?$|^rejeitar( tudo)?$/i;
  const ACCEPT = /^(accept|allow|agree|i agree|i accept|ok|okay|got it|understood|continue|yes)( all)?( cookies)?( and (close|continue))?[.!]?$|^(alle )?(akzeptieren|zulassen)$|^(allen )?zustimmen$|^einverstanden$|^(tout )?accepter( et (fermer|continuer))?$|^j'accepte$|^aceptar( todo| todas)?( las cookies)?$|^acepto$|^accetta( tutto| tutti)?$|^accetto$|^(alles )?accepteren$|^akkoord$|^godk(ä|a)nn( alla)?$|^acceptera( alla)?$|^hyv(ä|a)ksy( kaikki)?$|^accepter alle$|^aceitar( tudo)?$|^zaakceptuj( wszystko)?$/i;
  const CONSENT_TEXT = /cookie|consent|gdpr|privacy|datenschutz|tracking|confidentialit|privacidad|einwillig|informativa|integritet/i;
  const CONTAINERS = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], [id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i], [id*="gdpr" i], [class*="gdpr" i], [id*="privacy" i], [class*="privacy" i], [id*="cmp" i], [class*="cmp-" i]';
  const BUTTONS = 'button, [role="button"], a, input[type="button"], input[type="submit"]';

  const shown = (el) => {
    if (!el || !el.isConnected) return false;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const roots = [document];
  for (const host of document.querySelectorAll('*')) {
    if (host.shadowRoot) roots.push(host.shadowRoot);
    if (roots.length > 40) break;
  }
  const all = (selector) => roots.flatMap((root) => { try { return [...root.querySelectorAll(selector)]; } catch { return []; } });
  const label = (el) => (el.getAttribute('aria-label') || el.value || el.textContent || '').replace(/\s+/g, ' ').trim();
  const press = (el, platform, choice) => {
    el.click();
    return { platform, choice, label: label(el).slice(0, 80) };
  };

  for (const [platform, reject, accept] of KNOWN) {
    for (const [selector, choice] of [[reject, 'refused'], [accept, 'accepted']]) {
      const button = all(selector).find(shown);
      if (button) return press(button, platform, choice);
    }
  }

  const fixedBars = [];
  for (const el of document.body ? document.body.querySelectorAll('div, section, aside, dialog, form') : []) {
    if (fixedBars.length > 60) break;
    const position = getComputedStyle(el).position;
    if (position === 'fixed' || position === 'sticky') fixedBars.push(el);
  }
  const containers = [...all(CONTAINERS), ...fixedBars].filter(
    (el) => shown(el) && CONSENT_TEXT.test((el.textContent || '').slice(0, 4000)),
  );
  for (const wanted of [[REJECT, 'refused'], [ACCEPT, 'accepted']]) {
    for (const container of containers) {
      const buttons = [...container.querySelectorAll(BUTTONS)];
      if (container.shadowRoot) buttons.push(...container.shadowRoot.querySelectorAll(BUTTONS));
      const button = buttons.find((b) => shown(b) && wanted[0].test(label(b)));
      if (button) return press(button, 'cookie banner', wanted[1]);
    }
  }
  return null;
})()`;

/**
 * After the clicks: a banner that is still there and covers much of the screen is hidden, and a
 * page left unscrollable by it is freed, so the screenshot and the painted areas show the site.
 * Returns how many were hidden.
 */
export const CONSENT_LEFTOVERS_SCRIPT = `(() => {
  const CONSENT_TEXT = /cookie|consent|gdpr|datenschutz|privacy/i;
  const area = innerWidth * innerHeight;
  let hidden = 0;
  for (const el of document.body ? document.body.querySelectorAll('div, section, aside, dialog, iframe') : []) {
    const style = getComputedStyle(el);
    if (style.position !== 'fixed' || style.display === 'none') continue;
    const box = el.getBoundingClientRect();
    const covered = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0)) * Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    const text = el.tagName === 'IFRAME' ? (el.src || '') + ' ' + (el.id || '') + ' ' + (el.title || '') : (el.textContent || '').slice(0, 3000);
    if (covered / area >= 0.25 && CONSENT_TEXT.test(text)) {
      el.style.setProperty('display', 'none', 'important');
      hidden++;
    }
  }
  if (hidden > 0) {
    for (const el of [document.documentElement, document.body]) {
      if (el && getComputedStyle(el).overflow === 'hidden') el.style.setProperty('overflow', 'auto', 'important');
    }
  }
  return hidden;
})()`;
