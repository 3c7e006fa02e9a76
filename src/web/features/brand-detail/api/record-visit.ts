import { useEffect } from 'react';
import { callApi } from '@/web/lib/call-api';

export function recordVisit(slug: string) {
  return callApi('POST /brands/{slug}/visits', { params: { slug } });
}

/** increment_brand_visits (spec 001 §7): one call per page load of a brand. */
export function useRecordVisit(slug: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled || !slug) return;
    recordVisit(slug).catch(() => {
      // A lost visit count is not worth bothering the reader with.
    });
  }, [slug, enabled]);
}
