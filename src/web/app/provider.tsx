import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '@/web/components/ui/toaster';
import { FavoriteStateProvider } from '@/web/features/favorites/components/favorite-state';
import { createQueryClient } from '@/web/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <FavoriteStateProvider>{children}</FavoriteStateProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
