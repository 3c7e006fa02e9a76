import { useEffect } from 'react';
import { apiFetch } from '@/web/lib/api-client';

export function recordVisit(slug: string): Promise<{ visit_count: number }> {
  return apiFetch<{ visit_count: number }>(`/api/brands/${encodeURIComponent(slug)}/visits`, {
    method: 'POST',
  });
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
