/** The formats a palette or a comparison can be exported in (GET /api/colors/export). */
export const EXPORT_FORMATS = ['css', 'scss', 'tailwind', 'dtcg', 'ase', 'png'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportFormatInfo {
  label: string;
  /** The file name's ending. */
  extension: string;
  contentType: string;
  /** Whether the file is text that can be shown and copied. */
  isText: boolean;
}

export const EXPORT_FORMAT_INFO: Readonly<Record<ExportFormat, ExportFormatInfo>> = {
  css: { label: 'CSS variables', extension: 'css', contentType: 'text/css; charset=utf-8', isText: true },
  scss: { label: 'SCSS', extension: 'scss', contentType: 'text/x-scss; charset=utf-8', isText: true },
  tailwind: {
    label: 'Tailwind v4 theme',
    extension: 'tailwind.css',
    contentType: 'text/css; charset=utf-8',
    isText: true,
  },
  dtcg: {
    label: 'Design tokens (DTCG)',
    extension: 'tokens.json',
    contentType: 'application/design-tokens+json; charset=utf-8',
    isText: true,
  },
  ase: { label: 'Adobe ASE', extension: 'ase', contentType: 'application/octet-stream', isText: false },
  png: { label: 'PNG swatch card', extension: 'png', contentType: 'image/png', isText: false },
};

/** The address of an export: one to four brands, a format, and the AA pairs when asked for. */
export function exportPath(slugs: readonly string[], format: ExportFormat, pairs = false): string {
  const params = new URLSearchParams({ brands: slugs.join(','), format });
  if (pairs) params.set('pairs', 'true');
  return `/api/colors/export?${params.toString().replace(/%2C/g, ',')}`;
}
