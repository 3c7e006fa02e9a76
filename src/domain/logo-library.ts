import { z } from 'zod';

/** A file of a brand's logo library, as the brand page and the admin editor list it. */
export const BrandLogoFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  file_url: z.string(),
  file_type: z.string(),
  created_at: z.string(),
});
export type BrandLogoFile = z.infer<typeof BrandLogoFileSchema>;

/** GET /api/brands/{slug}/logos: the brand's logo library, oldest first. */
export const BrandLogoLibrarySchema = z.object({ items: z.array(BrandLogoFileSchema) });
export type BrandLogoLibrary = z.infer<typeof BrandLogoLibrarySchema>;

/** POST /api/admin/brands/{id}/logos: each file is checked on its own. */
export const LogoLibraryUploadSchema = z.object({
  added: z.array(BrandLogoFileSchema),
  failed: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type LogoLibraryUpload = z.infer<typeof LogoLibraryUploadSchema>;

export const LOGO_NAME_MAX_CHARS = 160;

/** PATCH /api/admin/logos/{logoId}: a library logo's new name. */
export const RenameLogoSchema = z.object({ name: z.string().trim().min(1).max(LOGO_NAME_MAX_CHARS) });
export type RenameLogo = z.infer<typeof RenameLogoSchema>;
