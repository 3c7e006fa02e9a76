import { growthStageLabel, positioningQuadrantLabel } from '@/domain/market-position';
import { asNumber, asRecord, asText, asTextList } from './read-json';

export interface PositioningView {
  quadrant: string | null;
  x: number | null;
  y: number | null;
  statement: string | null;
  audience: string | null;
  valueProposition: string | null;
  growthStage: string | null;
  marketShare: string | null;
  swot: { strengths: string[]; weaknesses: string[]; opportunities: string[]; threats: string[] };
  advantages: string[];
  moat: string | null;
  trends: string[];
  marketPosition: string | null;
  confidence: number | null;
}

/**
 * The competitive positioning object of spec 001 §3 with its fallbacks: quadrant or
 * market_quadrant; SWOT at the top level or nested under swot; competitive_advantages or
 * differentiation_factors; coordinates from x/y_position or positioning_coordinates. The quadrant
 * and growth stage are given as words a reader expects ('Niche Player', 'Mature').
 */
export function readPositioning(value: unknown): PositioningView | null {
  const p = asRecord(value);
  if (!p) return null;
  const swot = asRecord(p.swot) ?? {};
  const coordinates = asRecord(p.positioning_coordinates) ?? {};
  const list = (key: string) => {
    const top = asTextList(p[key]);
    return top.length > 0 ? top : asTextList(swot[key]);
  };
  const advantages = asTextList(p.competitive_advantages);
  const confidence = asNumber(p.confidence_score);
  const quadrant = asText(p.quadrant) ?? asText(p.market_quadrant);
  const growthStage = asText(p.growth_stage);
  const view: PositioningView = {
    quadrant: quadrant && positioningQuadrantLabel(quadrant),
    x: asNumber(p.x_position) ?? asNumber(coordinates.x),
    y: asNumber(p.y_position) ?? asNumber(coordinates.y),
    statement: asText(p.positioning_statement),
    audience: asText(p.target_audience),
    valueProposition: asText(p.value_proposition),
    growthStage: growthStage && growthStageLabel(growthStage),
    marketShare: asText(p.market_share_estimate),
    swot: {
      strengths: list('strengths'),
      weaknesses: list('weaknesses'),
      opportunities: list('opportunities'),
      threats: list('threats'),
    },
    advantages: advantages.length > 0 ? advantages : asTextList(p.differentiation_factors),
    moat: asText(p.competitive_moat),
    trends: asTextList(p.market_trends),
    marketPosition: asText(p.market_position),
    confidence: confidence === null ? null : Math.max(0, Math.min(1, confidence)),
  };
  const hasAnything =
    view.quadrant ||
    view.statement ||
    view.audience ||
    view.valueProposition ||
    view.growthStage ||
    view.advantages.length > 0 ||
    view.trends.length > 0 ||
    Object.values(view.swot).some((l) => l.length > 0);
  return hasAnything ? view : null;
}
