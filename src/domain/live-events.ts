import type { AnalysisStatus } from './taxonomy';

/**
 * Live changes pushed to browsers over GET /api/events (Server-Sent Events named by `type`, the
 * event itself as JSON data). An event about a brand not listed yet reaches only its creator and
 * admins (server/events/event-audience.ts); every other event is public.
 */
export type LiveEvent =
  | { type: 'brand.changed'; brandId: string; slug: string }
  | { type: 'brand.created'; brandId: string; slug: string }
  | {
      type: 'analysis.progress';
      brandId: string;
      slug: string;
      progress: number;
      stage: string;
      status: AnalysisStatus;
    };

export type AnalysisProgressEvent = Extract<LiveEvent, { type: 'analysis.progress' }>;
