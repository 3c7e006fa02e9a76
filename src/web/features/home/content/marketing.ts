import {
  BlendIcon,
  ChartScatterIcon,
  CompassIcon,
  type LucideIcon,
  PaletteIcon,
  PresentationIcon,
  SearchIcon,
  ShieldCheckIcon,
  SparklesIcon,
  UsersIcon,
  WandSparklesIcon,
} from 'lucide-react';

/** The home page's static marketing text (spec 000 §2: the marketing text is static). */

export interface MarketingItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const AUDIENCE: readonly MarketingItem[] = [
  {
    icon: PresentationIcon,
    title: 'Brand consultants',
    text: 'Walk into a pitch knowing how a client and its rivals look, sound and sit in the market.',
  },
  {
    icon: UsersIcon,
    title: 'Marketing teams',
    text: 'Check a campaign against the category: whose colours, whose archetype, whose price point.',
  },
  {
    icon: PaletteIcon,
    title: 'Design agencies',
    text: 'Start a moodboard from real palettes with exact hex values, names and contrast ratios.',
  },
];

export const STEPS: readonly MarketingItem[] = [
  {
    icon: SearchIcon,
    title: 'Search or browse',
    text: 'Find a brand by name, or filter the catalogue by industry, archetype and colour family.',
  },
  {
    icon: CompassIcon,
    title: 'Open its profile',
    text: 'Colours, logos, messaging, competitors, positioning, news and the people behind it, on one page.',
  },
  {
    icon: WandSparklesIcon,
    title: 'Add what is missing',
    text: 'Give a name and a website: the analysis reads the site and fills in the profile while you watch.',
  },
];

export const FEATURES: readonly MarketingItem[] = [
  {
    icon: PaletteIcon,
    title: 'Palettes you can use',
    text: 'Primary, secondary and accent colours with hex values, names and an extended palette.',
  },
  {
    icon: SparklesIcon,
    title: 'Twelve archetypes',
    text: 'Every brand mapped to its archetype, with the traits and colours each one tends to use.',
  },
  {
    icon: ChartScatterIcon,
    title: 'Magic quadrants',
    text: 'Plot brands by price, market share, growth stage, heritage or archetype and see who leads.',
  },
  {
    icon: BlendIcon,
    title: 'Colour comparisons',
    text: 'Luxury houses, mall stores, coffee chains, sneakers and vodka side by side on a colour wheel.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Verified brands',
    text: 'Brands whose colours and identity have been checked carry a verified badge.',
  },
  {
    icon: WandSparklesIcon,
    title: 'Analysis on demand',
    text: 'New brands are analysed from their own website: logo, colours, news, people and positioning.',
  },
];

/** Illustrative uses of the product, attributed to roles, not to real people. */
export const USE_CASES: readonly { quote: string; role: string }[] = [
  {
    quote:
      'Before a rebrand workshop, we line up the client and five competitors and look at their palettes together. The gaps are obvious at once.',
    role: 'A brand strategist preparing a workshop',
  },
  {
    quote:
      'The quadrant view settles the “are we premium?” debate in a minute: price against heritage, with the category around us.',
    role: 'A marketing lead reviewing positioning',
  },
  {
    quote: 'We copy hex values straight into the design file and check contrast before the first sketch.',
    role: 'A designer starting a moodboard',
  },
];
