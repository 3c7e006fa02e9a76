import { z } from 'zod';

/**
 * What PROBE_SCRIPT returns from the page, checked on the way in: the page runs the site's
 * scripts, so its answer is input like any other (a script may have replaced the globals the
 * probe uses).
 */
const BoxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const ProbedElementSchema = z.object({
  /** body, header, nav, button, link, h1, h2, h3, display (the largest text), text (a paragraph). */
  role: z.string().max(20),
  /** The element's path: tags, ids, classes and roles of it and its ancestors. */
  path: z.string().max(2_000),
  color: z.string().max(100),
  background: z.string().max(100),
  fontFamily: z.string().max(500),
  fontSize: z.number(),
  fontWeight: z.string().max(20),
  fontStyle: z.string().max(20),
  letterSpacing: z.string().max(40),
  textTransform: z.string().max(40),
  box: BoxSchema,
  text: z.string().max(200),
});
export type ProbedElement = z.infer<typeof ProbedElementSchema>;

export const PaintedAreaSchema = z.object({
  /** The computed colour ('rgb(196, 18, 48)'). */
  color: z.string().max(100),
  path: z.string().max(2_000),
  property: z.enum(['background-color', 'color']),
  /** Share of the first screen painted with it, 0 to 1. */
  area: z.number().min(0).max(1),
});
export type PaintedArea = z.infer<typeof PaintedAreaSchema>;

export const ProbedFontFaceSchema = z.object({
  family: z.string().max(200),
  weight: z.string().max(40),
  style: z.string().max(40),
  /** Declared sources (absolute addresses), when the stylesheet was readable. */
  src: z.array(z.string().max(2_000)).max(8),
  /** 'declared' (an @font-face rule), or the FontFace status: unloaded, loading, loaded, error. */
  status: z.string().max(20),
});
export type ProbedFontFace = z.infer<typeof ProbedFontFaceSchema>;

export const FontMetricsSchema = z.object({
  /** Average advance of a–z, in ems: how wide the face runs. */
  widthPerEm: z.number(),
  /** Height of 'x' and 'H', in ems. */
  xHeight: z.number(),
  capHeight: z.number(),
});
export type FontMetrics = z.infer<typeof FontMetricsSchema>;

export const PageProbeSchema = z.object({
  url: z.string().max(4_000),
  title: z.string().max(2_000).catch(''),
  scheme: z.enum(['light', 'dark']),
  html: z.string().max(6 * 1024 * 1024 + 100),
  elements: z.array(ProbedElementSchema).max(60),
  painted: z.array(PaintedAreaSchema).max(60),
  faces: z.array(ProbedFontFaceSchema).max(260),
  metrics: z.record(z.string().max(20), FontMetricsSchema),
  cssom: z.string().max(1024 * 1024 + 100),
});
export type PageProbe = z.infer<typeof PageProbeSchema>;
