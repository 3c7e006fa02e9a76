/** The first address of a srcset ('/a.png 1x, /a@2x.png 2x' → '/a.png'). */
export function firstOfSrcset(srcset: string | null | undefined): string | undefined {
  return srcset?.split(',')[0]?.trim().split(/\s+/)[0];
}
