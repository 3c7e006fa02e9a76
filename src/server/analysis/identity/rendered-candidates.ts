import type { Candidate, CandidateValue, Evidence } from '../../../domain/extracted-candidate';
import type { LogoCandidate } from '../logos/logo-candidates';

/** Said of evidence read from the DOM after scripts, which has no line in the page's source. */
export const RENDERED_EVIDENCE = ' (page as rendered)';
/** A logo the browser does not show (hidden at this width, in this scheme) counts this much less. */
const NOT_SHOWN = 0.8;

/** Evidence read from the rendered page: marked so, and without a source line it would not match. */
export function renderedEvidence(evidence: Evidence): Evidence {
  const { line: _line, ...rest } = evidence;
  const source = rest.source.endsWith(RENDERED_EVIDENCE)
    ? rest.source
    : `${rest.source.slice(0, 200 - RENDERED_EVIDENCE.length)}${RENDERED_EVIDENCE}`;
  return { ...rest, source };
}

/**
 * The candidates of a field from the static page and from the rendered page: a value both show
 * keeps the static evidence (its line in the source) and the higher confidence; a value only the
 * browser shows joins with its evidence marked as rendered. The same element read twice is one
 * piece of evidence, so confidences are not combined.
 */
export function mergeCandidates<T extends CandidateValue>(
  fromStatic: readonly Candidate<T>[],
  fromRendered: readonly Candidate<T>[],
): Candidate<T>[] {
  const key = (value: CandidateValue) => JSON.stringify(value);
  const merged = fromStatic.map((c) => ({ ...c }));
  for (const candidate of fromRendered) {
    const twin = merged.find((c) => key(c.value) === key(candidate.value));
    if (twin) twin.confidence = Math.max(twin.confidence, candidate.confidence);
    else merged.push({ ...candidate, evidence: renderedEvidence(candidate.evidence) });
  }
  return merged;
}

const sameLogo = (a: LogoCandidate, b: LogoCandidate) =>
  a.kind === b.kind &&
  (a.kind === 'inline-svg' || b.kind === 'inline-svg'
    ? a.evidence.selector !== undefined && a.evidence.selector === b.evidence.selector
    : a.url === b.url);

/**
 * Logo candidates of the static and the rendered page. The browser's reading is the truer one: an
 * element it shows keeps the static evidence (its source line) with the browser's version of the
 * drawing (an inline SVG with its computed colours); one found only after scripts joins marked as
 * rendered; one of the page's own elements the browser does not show (a mobile variant, a logo of
 * the other colour scheme) counts less. Declared icons (manifest, touch icon) are the same in both.
 */
export function mergeLogoCandidates(
  fromStatic: readonly LogoCandidate[],
  fromRendered: readonly LogoCandidate[],
): LogoCandidate[] {
  const merged: LogoCandidate[] = [];
  const matched = new Set<LogoCandidate>();
  for (const rendered of fromRendered) {
    const twin = fromStatic.find((s) => !matched.has(s) && sameLogo(s, rendered));
    if (twin) {
      matched.add(twin);
      merged.push({
        ...rendered,
        evidence: twin.evidence,
        confidence: Math.max(twin.confidence, rendered.confidence),
      } as LogoCandidate);
    } else {
      merged.push({ ...rendered, evidence: renderedEvidence(rendered.evidence) });
    }
  }
  for (const candidate of fromStatic) {
    if (matched.has(candidate)) continue;
    const onPage = candidate.kind === 'inline-svg' || candidate.evidence.selector !== undefined;
    merged.push(onPage ? { ...candidate, confidence: candidate.confidence * NOT_SHOWN } : candidate);
  }
  return merged.sort((a, b) => b.confidence - a.confidence || b.size - a.size);
}
