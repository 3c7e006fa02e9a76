/**
 * Reads, inside the rendered page, what only the browser knows, for the extractors to read as
 * they read static HTML (ARCHITECTURE §6.1):
 * - the DOM after scripts, copied into an inert document and serialised, with what the browser
 *   computed written into the copy: elements not displayed carry `hidden`, images their real
 *   source (srcset, <picture> and lazy loading resolved) and size, inline SVG shapes their
 *   computed fill and stroke (so currentColor and CSS variables survive on their own);
 * - colour usage by painted area: which colour is painted where on the first screen, found by
 *   sampling the topmost element on a grid, with the element's path;
 * - the computed styles of the body, header, nav, buttons, links and headings;
 * - fonts: the faces the page declared and loaded, and the proportions of the faces used for
 *   display, headings and body text;
 * - rules that CSS-in-JS inserted through the CSSOM, which no stylesheet file holds.
 * Kept as text (see init-script.ts).
 */
export const PROBE_SCRIPT = String.raw`(() => {
  const MAX_HTML = 6 * 1024 * 1024;
  const MAX_CSSOM = 1024 * 1024;
  const STEP = 16;
  const styles = new Map();
  const style = (el) => {
    let s = styles.get(el);
    if (!s) { s = getComputedStyle(el); styles.set(el, s); }
    return s;
  };
  const alphaOf = (color) => {
    const m = /rgba?\(([^)]+)\)/.exec(color || '');
    if (!m) return color && color !== 'transparent' ? 1 : 0;
    const parts = m[1].split(/[,\s/]+/).filter(Boolean);
    return parts.length > 3 ? Number(parts[3]) : 1;
  };
  const pathOf = (el) => {
    const parts = [];
    for (let e = el; e && e.nodeType === 1 && parts.length < 7 && e !== document.documentElement; e = e.parentElement) {
      let part = e.tagName.toLowerCase();
      if (e.id && /^[A-Za-z][\w-]{0,40}$/.test(e.id)) part += '#' + e.id;
      const classes = [...e.classList].filter((c) => /^[A-Za-z_-][\w-]{0,40}$/.test(c)).slice(0, 3);
      if (classes.length) part += '.' + classes.join('.');
      const role = e.getAttribute('role');
      if (role && /^[a-z]+$/.test(role)) part += '[role="' + role + '"]';
      parts.unshift(part);
    }
    return parts.join(' > ');
  };
  const shown = (el) => {
    const s = style(el);
    if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim().length > 1);
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { x: Math.round(r.left), y: Math.round(r.top + scrollY), width: Math.round(r.width), height: Math.round(r.height) };
  };

  // Colour usage by painted area, on the first screen.
  const painted = new Map();
  // Where nothing paints, the canvas shows: white, or the dark scheme's own colour.
  const canvasColor = matchMedia('(prefers-color-scheme: dark)').matches && /dark/.test(style(document.documentElement).colorScheme || '') ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)';
  let points = 0;
  const add = (color, el, property, weight) => {
    const key = property + '|' + color + '|' + pathOf(el);
    const entry = painted.get(key) || { color, path: pathOf(el), property, area: 0 };
    entry.area += weight;
    painted.set(key, entry);
  };
  for (let y = STEP / 2; y < innerHeight; y += STEP) {
    for (let x = STEP / 2; x < innerWidth; x += STEP) {
      points++;
      const hit = document.elementFromPoint(x, y);
      if (!hit) continue;
      if (hit.closest('svg, img, video, canvas, picture, iframe')) continue;
      if (ownText(hit) && alphaOf(style(hit).color) >= 0.5) add(style(hit).color, hit, 'color', 0.3);
      let painter = hit;
      while (painter && alphaOf(style(painter).backgroundColor) < 0.5) {
        if (/url\(/.test(style(painter).backgroundImage)) break;
        painter = painter.parentElement;
      }
      if (painter && /url\(/.test(style(painter).backgroundImage)) continue;
      if (painter) add(style(painter).backgroundColor, painter, 'background-color', 1);
      else add(canvasColor, document.documentElement, 'background-color', 1);
    }
  }
  const paintedAreas = [...painted.values()]
    .map((p) => ({ ...p, area: Math.round((p.area / Math.max(1, points)) * 10000) / 10000 }))
    .filter((p) => p.area > 0)
    .sort((a, b) => b.area - a.area)
    .slice(0, 60);

  // The computed styles of the page's parts.
  const elements = [];
  const describe = (role, el) => {
    const s = style(el);
    elements.push({
      role,
      path: pathOf(el),
      color: s.color,
      background: s.backgroundColor,
      fontFamily: s.fontFamily,
      fontSize: parseFloat(s.fontSize) || 0,
      fontWeight: s.fontWeight,
      fontStyle: s.fontStyle,
      letterSpacing: s.letterSpacing,
      textTransform: s.textTransform,
      box: box(el),
      text: (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 80),
    });
  };
  const firstShown = (selector, limit) => [...document.querySelectorAll(selector)].filter(shown).slice(0, limit);
  if (document.body) describe('body', document.body);
  for (const el of firstShown('header, [role="banner"]', 1)) describe('header', el);
  for (const el of firstShown('nav, [role="navigation"]', 1)) describe('nav', el);
  for (const el of firstShown('button, [role="button"], input[type="submit"], a[class*="btn" i], a[class*="button" i], a[class*="cta" i]', 8)) describe('button', el);
  for (const el of firstShown('a[href]', 12)) describe('link', el);
  for (const tag of ['h1', 'h2', 'h3']) for (const el of firstShown(tag, 3)) describe(tag, el);
  let display = null;
  let scanned = 0;
  for (const el of document.body ? document.body.querySelectorAll('h1, h2, h3, h4, p, a, span, div, strong') : []) {
    if (++scanned > 1500) break;
    if (!ownText(el) || !shown(el)) continue;
    const size = parseFloat(style(el).fontSize) || 0;
    if (size >= 28 && (!display || size > parseFloat(style(display).fontSize))) display = el;
  }
  if (display) describe('display', display);
  const bodyText = [...document.querySelectorAll('main p, article p, p')].find((p) => shown(p) && (p.textContent || '').trim().length >= 40);
  if (bodyText) describe('text', bodyText);

  // Proportions of the faces in use, measured in the face the browser really draws with.
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  const metrics = {};
  for (const el of elements) {
    if (!ctx || metrics[el.role]) continue;
    ctx.font = (el.fontStyle === 'italic' ? 'italic ' : '') + el.fontWeight + ' 100px ' + el.fontFamily;
    const x = ctx.measureText('x');
    const h = ctx.measureText('H');
    metrics[el.role] = {
      widthPerEm: Math.round((ctx.measureText('abcdefghijklmnopqrstuvwxyz').width / 26 / 100) * 1000) / 1000,
      xHeight: Math.round(x.actualBoundingBoxAscent * 10) / 1000,
      capHeight: Math.round(h.actualBoundingBoxAscent * 10) / 1000,
    };
  }

  // Font faces: what the page declared (readable stylesheets) and what the browser loaded.
  const faces = [];
  const cssom = [];
  let cssomSize = 0;
  const walk = (rules, base, depth) => {
    for (const rule of rules) {
      if (faces.length > 120) return;
      if (rule.type === 5) {
        const src = rule.style.getPropertyValue('src');
        const urls = [...src.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => { try { return new URL(m[1], base).href; } catch { return null; } }).filter(Boolean);
        faces.push({ family: rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, '').trim(), weight: rule.style.getPropertyValue('font-weight') || '400', style: rule.style.getPropertyValue('font-style') || 'normal', src: urls.slice(0, 4), status: 'declared' });
      } else if (rule.cssRules && depth < 4) {
        walk(rule.cssRules, base, depth + 1);
      }
      if (rule.styleSheet && depth < 4) { try { walk(rule.styleSheet.cssRules, rule.styleSheet.href || base, depth + 1); } catch {} }
    }
  };
  const sheets = [...document.styleSheets, ...(document.adoptedStyleSheets || [])];
  for (const sheet of sheets.slice(0, 80)) {
    let rules;
    try { rules = sheet.cssRules; } catch { continue; }
    if (!rules) continue;
    walk(rules, sheet.href || location.href, 0);
    const owner = sheet.ownerNode;
    const inserted = !owner || (owner.tagName === 'STYLE' && (owner.textContent || '').trim().length < 20 && rules.length > 0);
    if (inserted && cssomSize < MAX_CSSOM) {
      const text = [...rules].map((r) => r.cssText).join('\n').slice(0, MAX_CSSOM - cssomSize);
      cssomSize += text.length;
      cssom.push(text);
    }
  }
  for (const face of [...document.fonts].slice(0, 120)) {
    faces.push({ family: face.family.replace(/^["']|["']$/g, ''), weight: String(face.weight), style: face.style, src: [], status: face.status });
  }

  // The DOM after scripts, with what the browser computed written into an inert copy.
  const inert = document.implementation.createHTMLDocument('');
  const copy = inert.importNode(document.documentElement, true);
  const live = document.documentElement.getElementsByTagName('*');
  const copies = copy.getElementsByTagName('*');
  const sources = [];
  if (live.length === copies.length) {
    const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'polygon', 'polyline', 'line', 'text', 'tspan', 'use', 'g']);
    for (let i = 0; i < live.length && i < 20000; i++) {
      const el = live[i];
      const twin = copies[i];
      if (!el.closest('body')) continue;
      const tag = el.tagName.toLowerCase();
      if (['script', 'style', 'template', 'noscript', 'source', 'br', 'wbr', 'option'].includes(tag)) continue;
      const s = style(el);
      if (s.display === 'none' && !el.closest('svg defs, svg symbol')) {
        if (!(el.parentElement && style(el.parentElement).display === 'none')) twin.setAttribute('hidden', '');
        continue;
      }
      if (tag === 'img') {
        const real = el.currentSrc;
        if (real && /^https?:/.test(real)) {
          twin.setAttribute('src', real);
          for (const name of ['srcset', 'data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-srcset', 'loading']) twin.removeAttribute(name);
          if (twin.parentElement && twin.parentElement.tagName.toLowerCase() === 'picture') sources.push(twin.parentElement);
        }
        const r = el.getBoundingClientRect();
        if (r.width > 0 && !el.hasAttribute('width')) twin.setAttribute('width', String(Math.round(r.width)));
        if (r.height > 0 && !el.hasAttribute('height')) twin.setAttribute('height', String(Math.round(r.height)));
      } else if (el instanceof SVGElement && el.closest('svg') && !el.closest('defs, symbol, mask, clipPath, pattern')) {
        // Presentation attributes, unless an inline style would override them.
        const styled = /fill|stroke|color/i.test(el.getAttribute('style') || '');
        const put = (name, value) => {
          if (styled) twin.style.setProperty(name, value);
          else twin.setAttribute(name, value);
        };
        if (tag === 'svg' && !el.ownerSVGElement) {
          put('color', s.color);
        } else if (SHAPES.has(tag)) {
          put('fill', s.fill);
          put('stroke', s.stroke);
          if (s.fillOpacity !== '1') put('fill-opacity', s.fillOpacity);
        }
      }
    }
    for (const picture of sources) for (const source of [...picture.querySelectorAll('source')]) source.remove();
  }
  const doctype = document.doctype ? '<!doctype ' + document.doctype.name + '>\n' : '';
  const html = (doctype + copy.outerHTML).slice(0, MAX_HTML);

  return {
    url: location.href,
    title: document.title,
    scheme: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    html,
    elements,
    painted: paintedAreas,
    faces,
    metrics,
    cssom: cssom.join('\n'),
  };
})()`;
