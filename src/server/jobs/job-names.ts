/**
 * The kinds of work in the jobs table (`analysis_jobs.type`), named once for whoever queues,
 * runs or counts them: the analyzer, the admin panel and the brand pages.
 */
/** analyze-brand: the whole analysis of one brand (spec 000 §4). */
export const ANALYZE_BRAND_JOB = 'analyze-brand';
/** Colour analysis of one brand, run by the worker (analyze-colors-only for all brands). */
export const ANALYZE_COLORS_JOB = 'analyze-colors';
/** improved-logo-fetch of one brand, run by the worker (batch mode). */
export const IMPROVE_LOGO_JOB = 'improve-logo';
