/** What an admin uploads for a brand besides its library: the brand image or the main logo. */
export const MEDIA_KINDS = ['image', 'logo'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The most files one upload may carry. */
export const MAX_FILES_PER_UPLOAD = 10;
