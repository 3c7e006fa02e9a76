/**
 * The palette custom properties CSS frameworks and WordPress's default themes ship, with their
 * stock values. A site that kept a stock value chose nothing: Bootstrap's `--primary: #007bff` is
 * on every unmodified Bootstrap 4 page. Only names that read as brand roles are listed (primary,
 * secondary, accent): the framework's others (success, danger...) never count as brand variables.
 */
const STOCK_PALETTES: readonly { property: RegExp; values: readonly string[] }[] = [
  // Bootstrap 4's :root theme colours.
  { property: /^--(primary|secondary)$/i, values: ['#007BFF', '#6C757D'] },
  // shadcn/ui's default themes (slate, zinc, neutral, stone), as channels or in oklch: near-black
  // primaries, near-white secondaries and accents.
  {
    property: /^--(primary|secondary|accent)$/i,
    values: ['#0F172A', '#18181B', '#171717', '#1C1917', '#F1F5F9', '#F4F4F5', '#F5F5F5', '#F5F5F4'],
  },
  // Bootstrap 5, with 5.3's tints for the light and the dark colour modes, and its channel lists.
  {
    property: /^--bs-(primary|secondary)(-text-emphasis|-bg-subtle|-border-subtle|-rgb)?$/i,
    values: [
      '#0D6EFD',
      '#6C757D',
      '#052C65',
      '#CFE2FF',
      '#9EC5FE',
      '#6EA8FE',
      '#031633',
      '#084298',
      '#2B2F32',
      '#E2E3E5',
      '#C4C8CB',
    ],
  },
  // Element Plus.
  {
    property: /^--el-color-primary(-light-\d|-dark-2)?$/i,
    values: ['#409EFF', '#79BBFF', '#A0CFFF', '#C6E2FF', '#D9ECFF', '#ECF5FF', '#337ECC'],
  },
  // Ant Design 5 (CSS variables mode) and 4.
  { property: /^--ant-(color-primary|primary-color)$/i, values: ['#1677FF', '#1890FF'] },
  // Quasar.
  { property: /^--q-(primary|secondary|accent)$/i, values: ['#1976D2', '#26A69A', '#9C27B0'] },
  // Ionic 4 to 7, and 8's primary.
  { property: /^--ion-color-(primary|secondary)$/i, values: ['#3880FF', '#3DC2FF', '#0054E9'] },
  // WordPress's Twenty Twenty-Two, Twenty Twenty-Three and Twenty Twenty-Four palettes.
  {
    property: /^--wp--preset--color--(primary|secondary|accent)$/i,
    values: ['#1A4548', '#FFE2C7', '#9DFF20', '#345C00', '#CFCABE'],
  },
];

/** The property is a framework's palette property and still holds the framework's stock colour. */
export function isStockFrameworkColor(property: string, hex: string): boolean {
  return STOCK_PALETTES.some((palette) => palette.property.test(property) && palette.values.includes(hex));
}
