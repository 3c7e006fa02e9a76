import { type Archetype, parseArchetype } from './taxonomy';

/** Background and text of an archetype badge; every pair keeps a WCAG contrast of at least 4.5. */
export interface BadgeColors {
  bg: string;
  fg: string;
}

export interface ArchetypeBadge {
  light: BadgeColors;
  dark: BadgeColors;
}

/**
 * The badge colours of the twelve archetypes (spec 000 §3: each has a badge colour), kept apart from the archetypes'
 * long texts so that a brand card carries only these few bytes.
 */
export const ARCHETYPE_BADGES: Readonly<Record<Archetype, ArchetypeBadge>> = {
  Caregiver: { light: { bg: '#CCFBF1', fg: '#115E59' }, dark: { bg: '#134E4A', fg: '#99F6E4' } },
  Creator: { light: { bg: '#FFEDD5', fg: '#9A3412' }, dark: { bg: '#7C2D12', fg: '#FED7AA' } },
  Everyman: { light: { bg: '#E7E5E4', fg: '#292524' }, dark: { bg: '#44403C', fg: '#F5F5F4' } },
  Explorer: { light: { bg: '#DCFCE7', fg: '#166534' }, dark: { bg: '#14532D', fg: '#BBF7D0' } },
  Hero: { light: { bg: '#FEE2E2', fg: '#991B1B' }, dark: { bg: '#7F1D1D', fg: '#FECACA' } },
  Innocent: { light: { bg: '#E0F2FE', fg: '#075985' }, dark: { bg: '#0C4A6E', fg: '#BAE6FD' } },
  Jester: { light: { bg: '#FEF9C3', fg: '#854D0E' }, dark: { bg: '#713F12', fg: '#FEF08A' } },
  Lover: { light: { bg: '#FFE4E6', fg: '#9F1239' }, dark: { bg: '#881337', fg: '#FECDD3' } },
  Magician: { light: { bg: '#FAE8FF', fg: '#86198F' }, dark: { bg: '#701A75', fg: '#F5D0FE' } },
  Outlaw: { light: { bg: '#27272A', fg: '#FAFAFA' }, dark: { bg: '#52525B', fg: '#FAFAFA' } },
  Ruler: { light: { bg: '#F3E8FF', fg: '#6B21A8' }, dark: { bg: '#581C87', fg: '#E9D5FF' } },
  Sage: { light: { bg: '#DBEAFE', fg: '#1E40AF' }, dark: { bg: '#1E3A8A', fg: '#BFDBFE' } },
};

/** The display name ('The Hero') and badge of the archetype a text names; null when it names none. */
export function archetypeBadgeOf(
  text: string | null | undefined,
): { name: string; badge: ArchetypeBadge } | null {
  const archetype = parseArchetype(text);
  return archetype ? { name: `The ${archetype}`, badge: ARCHETYPE_BADGES[archetype] } : null;
}
