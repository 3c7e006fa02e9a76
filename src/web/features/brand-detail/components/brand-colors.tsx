import type { Brand } from '@/domain/brand';
import { isHexColor } from '@/web/lib/color';

type BrandColorsProps = Pick<
  Brand,
  'primary_color' | 'secondary_color' | 'accent_color' | 'color_palette' | 'ai_color_names'
>;

function colorName(names: Record<string, string>, hex: string): string | undefined {
  return names[hex.toUpperCase()] ?? names[hex.toLowerCase()] ?? names[hex];
}

/** The brand's main colours as large swatches with hex and name, then the extended palette. */
export function BrandColors(props: BrandColorsProps) {
  const main = [
    { role: 'Primary', hex: props.primary_color },
    { role: 'Secondary', hex: props.secondary_color },
    { role: 'Accent', hex: props.accent_color },
  ].filter((color): color is { role: string; hex: string } => isHexColor(color.hex));
  const mainHexes = new Set(main.map((color) => color.hex.toUpperCase()));
  const palette = [...new Set(props.color_palette.filter(isHexColor).map((hex) => hex.toUpperCase()))].filter(
    (hex) => !mainHexes.has(hex),
  );

  if (main.length === 0 && palette.length === 0) {
    return <p className="text-sm text-muted-foreground">No colors recorded for this brand yet.</p>;
  }

  return (
    <div className="flex flex-col gap-6">
      {main.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {main.map(({ role, hex }) => {
            const name = colorName(props.ai_color_names, hex);
            return (
              <li key={role} className="overflow-hidden rounded-xl border bg-card">
                <div
                  role="img"
                  aria-label={`${role} color ${hex.toUpperCase()}`}
                  className="h-28 border-b"
                  style={{ backgroundColor: hex }}
                />
                <div className="flex flex-col gap-0.5 p-4">
                  <span className="text-xs font-medium text-muted-foreground">{role}</span>
                  <span className="font-mono text-sm">{hex.toUpperCase()}</span>
                  {name ? <span className="text-sm">{name}</span> : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {palette.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-medium">Extended palette</h3>
          <ul className="flex flex-wrap gap-3">
            {palette.map((hex) => (
              <li key={hex} className="flex items-center gap-2 rounded-lg border py-1.5 pr-3 pl-1.5">
                <span
                  aria-hidden="true"
                  className="size-6 rounded-md ring-1 ring-black/10 ring-inset dark:ring-white/20"
                  style={{ backgroundColor: hex }}
                />
                <span className="font-mono text-xs">{hex}</span>
                {colorName(props.ai_color_names, hex) ? (
                  <span className="text-xs text-muted-foreground">
                    {colorName(props.ai_color_names, hex)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
