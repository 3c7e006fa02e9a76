import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/web/components/ui/lazy-toaster';
import { FavoriteStateProvider } from '@/web/features/favorites/components/favorite-state';
import { queryClient } from './query-client';

/** The app's providers; the server renders each page with a query cache of its own (`client`). */
export function AppProvider({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <FavoriteStateProvider>{children}</FavoriteStateProvider>
      <LazyToaster />
    </QueryClientProvider>
  );
}
