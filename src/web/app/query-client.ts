import { createQueryClient } from '@/web/lib/query-client';

/** The app's one cache of server state: the provider hands it to components, loaders fill it early. */
export const queryClient = createQueryClient();
