import { z } from 'zod';
import { INDUSTRIES } from './taxonomy';
import { withAssumedScheme } from './website-address';

/** What adding a brand takes (spec 000 §5): a name, an industry and the website, https assumed. */
export const CreateBrandSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a brand name').max(120),
  industry: z.enum(INDUSTRIES, { message: 'Please choose an industry' }),
  url: z
    .string()
    .trim()
    .min(1, 'Please enter the brand website')
    .max(2048)
    .transform(withAssumedScheme)
    .pipe(z.url({ protocol: /^https?$/, message: 'Please enter a valid http or https address' })),
});
export type CreateBrandInput = z.infer<typeof CreateBrandSchema>;
