import { ARCHETYPE_BADGES, type ArchetypeBadge } from './archetype-badges';
import { ARCHETYPES, type Archetype, parseArchetype } from './taxonomy';

export { parseArchetype };

export interface ColorItem {
  hex: string;
  name: string;
}

/** Static content of one archetype (spec 000 §2 'Archetypes', §3). */
export interface ArchetypeContent {
  /** The stored value, without 'The ': 'Hero'. */
  value: Archetype;
  /** The display name: 'The Hero'. */
  name: string;
  /** Two sentences. */
  description: string;
  traits: readonly string[];
  personality: string;
  colors: readonly [ColorItem, ColorItem, ColorItem];
  badge: ArchetypeBadge;
  examples: readonly string[];
}

type ArchetypeText = Omit<ArchetypeContent, 'value' | 'name' | 'badge'>;

const CONTENT: Record<Archetype, ArchetypeText> = {
  Caregiver: {
    description:
      'The Caregiver exists to protect and look after people. Its brands earn loyalty through reliability, warmth and generosity.',
    traits: ['Compassionate', 'Nurturing', 'Generous', 'Protective', 'Dependable'],
    personality: 'Warm, patient and reassuring.',
    colors: [
      { hex: '#6CA0DC', name: 'Soft Blue' },
      { hex: '#F4A6B7', name: 'Soft Rose' },
      { hex: '#9CAF88', name: 'Sage Green' },
    ],
    examples: ['Johnson & Johnson', 'Volvo', 'Pampers', 'UNICEF'],
  },
  Creator: {
    description:
      'The Creator wants to make something new that lasts. Its brands celebrate imagination and give people the tools to express themselves.',
    traits: ['Imaginative', 'Innovative', 'Expressive', 'Original', 'Perfectionist'],
    personality: 'Inventive, artistic and driven by craft.',
    colors: [
      { hex: '#FF6B35', name: 'Vivid Orange' },
      { hex: '#0F9D9A', name: 'Teal' },
      { hex: '#333333', name: 'Charcoal' },
    ],
    examples: ['Adobe', 'LEGO', 'Crayola', 'Canon'],
  },
  Everyman: {
    description:
      'The Everyman wants to belong and to make others feel they belong. Its brands are honest, practical and free of pretence.',
    traits: ['Friendly', 'Down-to-earth', 'Practical', 'Inclusive', 'Unpretentious'],
    personality: 'Approachable, modest and straightforward.',
    colors: [
      { hex: '#4A6FA5', name: 'Denim Blue' },
      { hex: '#A8A29E', name: 'Warm Gray' },
      { hex: '#B44B3B', name: 'Brick Red' },
    ],
    examples: ['IKEA', 'Target', "Levi's", 'Budweiser'],
  },
  Explorer: {
    description:
      'The Explorer seeks freedom and the thrill of discovery. Its brands invite people to leave the familiar behind and find their own path.',
    traits: ['Adventurous', 'Independent', 'Curious', 'Authentic', 'Restless'],
    personality: 'Free-spirited, bold and always moving.',
    colors: [
      { hex: '#2F5233', name: 'Forest Green' },
      { hex: '#8B5E3C', name: 'Earth Brown' },
      { hex: '#5DA9E9', name: 'Sky Blue' },
    ],
    examples: ['The North Face', 'Patagonia', 'Jeep', 'National Geographic'],
  },
  Hero: {
    description:
      'The Hero proves its worth through courage and hard work. Its brands challenge people to rise to the occasion and overcome obstacles.',
    traits: ['Courageous', 'Determined', 'Disciplined', 'Competitive', 'Inspiring'],
    personality: 'Confident, energetic and driven to win.',
    colors: [
      { hex: '#D7263D', name: 'Victory Red' },
      { hex: '#1B365D', name: 'Navy' },
      { hex: '#F2A900', name: 'Gold' },
    ],
    examples: ['Nike', 'Adidas', 'Under Armour', 'FedEx'],
  },
  Innocent: {
    description:
      'The Innocent longs for simplicity, goodness and happiness. Its brands promise honest products and an optimistic outlook.',
    traits: ['Optimistic', 'Honest', 'Pure', 'Simple', 'Wholesome'],
    personality: 'Cheerful, sincere and reassuringly simple.',
    colors: [
      { hex: '#FFFFFF', name: 'White' },
      { hex: '#A7D8F0', name: 'Pale Sky' },
      { hex: '#FFF4B8', name: 'Soft Yellow' },
    ],
    examples: ['Dove', 'Coca-Cola', 'Evian', 'Nintendo'],
  },
  Jester: {
    description:
      'The Jester lives in the moment and brings joy to others. Its brands use humour and play to make everyday life lighter.',
    traits: ['Playful', 'Humorous', 'Spontaneous', 'Irreverent', 'Light-hearted'],
    personality: 'Fun, witty and a little mischievous.',
    colors: [
      { hex: '#FFD23F', name: 'Sunny Yellow' },
      { hex: '#FF8C42', name: 'Tangerine' },
      { hex: '#A3D65C', name: 'Lime' },
    ],
    examples: ["M&M's", 'Old Spice', 'Skittles', "Ben & Jerry's"],
  },
  Lover: {
    description:
      'The Lover seeks intimacy, pleasure and beauty. Its brands appeal to the senses and make people feel desired and special.',
    traits: ['Passionate', 'Sensual', 'Elegant', 'Devoted', 'Romantic'],
    personality: 'Warm, indulgent and emotionally rich.',
    colors: [
      { hex: '#800020', name: 'Burgundy' },
      { hex: '#F4C2C2', name: 'Blush Pink' },
      { hex: '#F7E7CE', name: 'Champagne' },
    ],
    examples: ['Chanel', "Victoria's Secret", 'Godiva', 'Alfa Romeo'],
  },
  Magician: {
    description:
      'The Magician makes dreams come true by transforming how things are. Its brands promise special moments and a touch of wonder.',
    traits: ['Visionary', 'Charismatic', 'Transformative', 'Imaginative', 'Intuitive'],
    personality: 'Mysterious, inspiring and full of possibility.',
    colors: [
      { hex: '#5B2A86', name: 'Deep Violet' },
      { hex: '#191970', name: 'Midnight Blue' },
      { hex: '#C0C0C0', name: 'Silver' },
    ],
    examples: ['Disney', 'Dyson', 'Tesla', 'Polaroid'],
  },
  Outlaw: {
    description:
      'The Outlaw breaks the rules and questions the status quo. Its brands speak to people who want to stand apart and shake things up.',
    traits: ['Rebellious', 'Disruptive', 'Fearless', 'Provocative', 'Raw'],
    personality: 'Defiant, edgy and unapologetic.',
    colors: [
      { hex: '#000000', name: 'Black' },
      { hex: '#8A0303', name: 'Blood Red' },
      { hex: '#4A4A4A', name: 'Steel Gray' },
    ],
    examples: ['Harley-Davidson', 'Diesel', 'Virgin', 'Liquid Death'],
  },
  Ruler: {
    description:
      'The Ruler seeks control, order and lasting success. Its brands project authority, stability and exclusive quality.',
    traits: ['Authoritative', 'Responsible', 'Organized', 'Refined', 'Commanding'],
    personality: 'Poised, assured and in charge.',
    colors: [
      { hex: '#4B2E83', name: 'Royal Purple' },
      { hex: '#C9A227', name: 'Regal Gold' },
      { hex: '#111111', name: 'Rich Black' },
    ],
    examples: ['Mercedes-Benz', 'Rolex', 'Microsoft', 'American Express'],
  },
  Sage: {
    description:
      'The Sage looks for truth and understanding. Its brands share knowledge and help people make sense of the world.',
    traits: ['Wise', 'Knowledgeable', 'Analytical', 'Thoughtful', 'Trusted'],
    personality: 'Calm, informed and guided by evidence.',
    colors: [
      { hex: '#1E3A8A', name: 'Deep Blue' },
      { hex: '#64748B', name: 'Slate Gray' },
      { hex: '#F5F0E1', name: 'Parchment' },
    ],
    examples: ['Google', 'BBC', 'TED', 'The Economist'],
  },
};

/** The twelve archetypes with their content, in ARCHETYPES order. */
export const ARCHETYPE_CONTENT: readonly ArchetypeContent[] = ARCHETYPES.map((value) => ({
  value,
  name: `The ${value}`,
  ...CONTENT[value],
  badge: ARCHETYPE_BADGES[value],
}));

const LEADING_THE = /^the\s+/i;

/** The content of an archetype named by 'Hero', 'hero' or 'The Hero'; null when none is. */
export function archetypeContentOf(text: string | null | undefined): ArchetypeContent | null {
  const archetype = parseArchetype(text);
  return ARCHETYPE_CONTENT.find((content) => content.value === archetype) ?? null;
}

/**
 * The discovery list filtered to an archetype: '/brands?archetype=Hero', named without 'The '
 * (spec 000 §2). Known archetypes get their canonical spelling; other text is passed on, encoded.
 */
export function archetypeHref(archetype: string): string {
  const value = parseArchetype(archetype) ?? archetype.trim().replace(LEADING_THE, '');
  return `/brands?archetype=${encodeURIComponent(value)}`;
}
