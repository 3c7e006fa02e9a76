import type { NearestRole } from '@/domain/color-intel';

/** The query keys of the colour pages, from one place. */
export const colorKeys = {
  all: ['colors'] as const,
  nearest: (hex: string, role: NearestRole, limit: number) =>
    ['colors', 'nearest', hex, role, limit] as const,
  landscape: (industry: string) => ['colors', 'landscape', industry.toLowerCase()] as const,
};
