import { z } from 'zod';

/**
 * A brand's website as a person types it: an address without a scheme is taken as https, and only
 * http and https are accepted.
 */
export const BrandWebsiteSchema = z
  .string()
  .trim()
  .min(1, 'Please enter the brand website')
  .max(2048)
  .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, message: 'Please enter a valid http or https address' }));
