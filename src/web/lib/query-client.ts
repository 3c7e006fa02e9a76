import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;
const RETRY_BASE_DELAY_MS = 1_000;
const RETRY_MAX_DELAY_MS = 30_000;
const GC_TIME_MS = 5 * 60 * 1_000;
/** Avoids refetching the same list on every mount while browsing back and forth. */
const STALE_TIME_MS = 30_000;

/** A 4xx problem will not change on a second try; network and server failures might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: GC_TIME_MS,
        staleTime: STALE_TIME_MS,
      },
    },
  });
}
