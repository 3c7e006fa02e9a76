import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/web/components/ui/lazy-toaster';
import { FavoriteStateProvider } from '@/web/features/favorites/components/favorite-state';
import { queryClient } from './query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FavoriteStateProvider>{children}</FavoriteStateProvider>
      <LazyToaster />
    </QueryClientProvider>
  );
}
