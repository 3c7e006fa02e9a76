import type { CSSProperties } from 'react';
import { archetypeBadgeOf } from '@/domain/archetype-badges';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';

/**
 * An archetype as a badge in the archetype's own colours (spec 000 §3: each has a badge colour),
 * light and dark; text that names no known archetype gets a neutral outline badge.
 */
export function ArchetypeBadge({ archetype, className }: { archetype: string; className?: string }) {
  const known = archetypeBadgeOf(archetype);
  if (!known) {
    return (
      <Badge variant="outline" className={className}>
        {archetype}
      </Badge>
    );
  }
  const { light, dark } = known.badge;
  const colors = {
    '--badge-bg': light.bg,
    '--badge-fg': light.fg,
    '--badge-bg-dark': dark.bg,
    '--badge-fg-dark': dark.fg,
  } as CSSProperties;
  return (
    <Badge
      variant="secondary"
      style={colors}
      className={cn(
        'bg-(--badge-bg) text-(--badge-fg) dark:bg-(--badge-bg-dark) dark:text-(--badge-fg-dark)',
        className,
      )}
    >
      {known.name}
    </Badge>
  );
}
