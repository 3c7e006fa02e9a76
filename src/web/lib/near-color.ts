/** The /colors page for a colour: 'brands near this colour'. */
export function nearColorPath(hex: string): string {
  return `/colors?hex=${hex.replace(/^#/, '').toUpperCase()}`;
}
