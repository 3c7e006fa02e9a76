import { z } from 'zod';

/** What an admin uploads for a brand besides its library: the brand image or the main logo. */
export const MEDIA_KINDS = ['image', 'logo'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The most files one upload may carry. */
export const MAX_FILES_PER_UPLOAD = 10;

/** A file of a brand's logo library, as the brand page and the admin editor list it. */
export const BrandLogoFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  file_url: z.string(),
  file_type: z.string(),
  created_at: z.string(),
});
export type BrandLogoFile = z.infer<typeof BrandLogoFileSchema>;

/** POST /api/admin/brands/{id}/logos: each file is checked on its own. */
export const LogoLibraryUploadSchema = z.object({
  added: z.array(BrandLogoFileSchema),
  failed: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type LogoLibraryUpload = z.infer<typeof LogoLibraryUploadSchema>;
