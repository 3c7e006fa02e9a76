import { AppError } from '../errors';
import { MAX_IMAGE_BYTES } from '../images/prepare-image';
import { FetchError } from '../net/fetcher/fetch-error';
import { type FetchPolicy, safeFetch } from '../net/fetcher/safe-fetch';

/** Why an image address was refused, in the words the admin sees. */
export const IMAGE_URL_MESSAGES = {
  notHttps: 'Only https image addresses can be used: the page does not load http images',
  redirectedToHttp: 'The image address redirects to an http address: only https images can be used',
  notAnImage: 'The address does not answer with an image',
  unreachable: (reason: string) => `The image could not be fetched: ${reason}`,
  status: (status: number) => `The image address answered ${status}, not an image`,
} as const;

/**
 * Fetches the image an admin named by URL ('Set URL'), for a copy to be stored: https only, through
 * the analyzer's fetcher (its address policy, redirects re-checked, time bounded) and at most as
 * large as an uploaded image. The bytes are checked as an image by the caller, as an upload's are.
 */
export async function fetchImageUrl(url: string, policy: FetchPolicy): Promise<Buffer> {
  if (!url.toLowerCase().startsWith('https://'))
    throw new AppError('UNPROCESSABLE', IMAGE_URL_MESSAGES.notHttps);
  let fetched: Awaited<ReturnType<typeof safeFetch>>;
  try {
    fetched = await safeFetch(
      url,
      { ...policy, maxBytes: Math.min(policy.maxBytes, MAX_IMAGE_BYTES) },
      {
        accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8',
      },
    );
  } catch (error) {
    if (error instanceof FetchError) {
      throw new AppError('UNPROCESSABLE', IMAGE_URL_MESSAGES.unreachable(error.message));
    }
    throw error;
  }
  if (!fetched.url.startsWith('https://')) {
    throw new AppError('UNPROCESSABLE', IMAGE_URL_MESSAGES.redirectedToHttp);
  }
  if (fetched.status >= 400) throw new AppError('UNPROCESSABLE', IMAGE_URL_MESSAGES.status(fetched.status));
  return fetched.body;
}
