import { z } from 'zod';
import { apiCalls } from './api-call';

/** A brand's share preview (og:image). */
export const sharePreviewCalls = apiCalls({
  'GET /brands/{slug}/preview.png': {
    tags: ['Brands'],
    summary: "A brand's share preview: a 1200×630 PNG of its colours, logo and name",
    params: z.object({ slug: z.string().min(1).max(200) }),
    query: z.object({ v: z.string().max(100).optional() }),
    ok: {
      status: 200,
      description: 'The preview',
      type: 'image/png',
      schema: z.string().describe('PNG, 1200×630'),
    },
    notModified: 'The preview the client has is current',
    problems: { 404: 'No brand has this slug' },
  },
});
