import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { settledSubscription, useSubscription } from '@/web/api/get-subscription';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites';

interface FavoriteState {
  subscribed: boolean;
  favoriteIds: ReadonlySet<string>;
  /** Who is signed in and whether they subscribe, once known (an early click waits for it). */
  settled: () => Promise<{ signedIn: boolean; subscribed: boolean }>;
  /** Saves or removes a favourite, optimistically; rejects when the server refuses. */
  toggle: (change: { brandId: string; favorite: boolean }) => Promise<unknown>;
}

const FavoriteStateContext = createContext<FavoriteState | null>(null);

/**
 * The subscription, the saved brands and the toggle, read once for every heart on the page: a
 * list of two dozen cards then holds three subscriptions to the query cache instead of a hundred,
 * and a session or subscription arriving re-renders the hearts only when what they show changes.
 */
export function FavoriteStateProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { subscribed } = useSubscription();
  const { data: ids, userId } = useFavoriteIds();
  const { mutateAsync: toggle } = useToggleFavorite(userId);
  const settled = useCallback(() => settledSubscription(queryClient), [queryClient]);
  const value = useMemo(
    () => ({ subscribed, favoriteIds: new Set(ids), settled, toggle }),
    [subscribed, ids, settled, toggle],
  );
  return <FavoriteStateContext.Provider value={value}>{children}</FavoriteStateContext.Provider>;
}

export function useFavoriteState(): FavoriteState {
  const state = useContext(FavoriteStateContext);
  if (!state) throw new Error('useFavoriteState needs a FavoriteStateProvider above it');
  return state;
}
