import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Brand } from '@/domain/brand';
import { Button } from '@/web/components/ui/button';
import { onDemand } from '@/web/lib/on-demand';
import { historyKeys } from '../api/history';

// The history's code loads when it is opened: most visitors of a brand page never open it.
const BrandHistoryPanel = onDemand(async () => (await import('./brand-history-panel')).BrandHistoryPanel);

/** History on a brand page: its colours and logos over time, and every change to a public field. */
export function BrandHistory({ brand }: { brand: Brand }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  // A change arrives as a new brand (live events): its history is read again with it.
  useEffect(() => {
    if (brand.updated_at) void client.invalidateQueries({ queryKey: historyKeys.all(brand.slug) });
  }, [brand.updated_at, brand.slug, client]);
  if (!open) {
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)} aria-expanded={false}>
        Show the history of this brand
      </Button>
    );
  }
  return (
    <BrandHistoryPanel brand={brand} fallback={<div className="h-32 animate-pulse rounded-lg bg-muted" />} />
  );
}
