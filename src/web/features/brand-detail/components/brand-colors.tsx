import { Link } from 'react-router';
import type { Brand } from '@/domain/brand';
import { colorFamilyOf, describeColorFamily } from '@/domain/color-family';
import type { BrandColorDetail } from '@/domain/color-intel';
import { colorNameFor } from '@/domain/colors';
import { isHexColor } from '@/domain/hex';
import { contrastRatio } from '@/domain/text-color';
import { AccessiblePair, ContrastGrade } from '@/web/components/accessible-color';
import { nearColorPath } from '@/web/lib/near-color';
import { CopyHexButton } from './copy-hex-button';
import { UnverifiedMark } from './unverified-mark';

type BrandColorsProps = Pick<
  Brand,
  'primary_color' | 'secondary_color' | 'accent_color' | 'color_palette' | 'ai_color_names'
> &
  Partial<Pick<Brand, 'unverified_fields'>>;

/** The API field behind each role of the colour cards. */
const ROLE_FIELDS: Record<string, string> = {
  Primary: 'primary_color',
  Secondary: 'secondary_color',
  Accent: 'accent_color',
};

export interface NamedColor {
  role: string;
  hex: string;
  name: string;
}

/** The brand's colours in order, each named: AI name, else the friendly table, else the default (spec 001 §9). */
export function namedColors(props: BrandColorsProps): NamedColor[] {
  const main = [props.primary_color, props.secondary_color, props.accent_color];
  const roles = ['Primary', 'Secondary', 'Accent'];
  const hexes: { hex: string; role: string }[] = [];
  main.forEach((hex, i) => {
    if (isHexColor(hex)) hexes.push({ hex: hex.toUpperCase(), role: roles[i] ?? 'Color' });
  });
  for (const hex of props.color_palette) {
    if (isHexColor(hex) && !hexes.some((h) => h.hex === hex.toUpperCase())) {
      hexes.push({ hex: hex.toUpperCase(), role: `Color ${hexes.length + 1}` });
    }
  }
  return hexes.map((h, index) => ({ ...h, name: colorNameFor(h.hex, index, props.ai_color_names) }));
}

/**
 * Colour cards with copyable hex, names, WCAG contrast against white and black, the nearest AA
 * shade and tint (once the server has measured them: `details`), and the brands near each colour:
 * the swatch itself opens them, and so does the link under it.
 */
export function BrandColors({
  details,
  ...props
}: BrandColorsProps & { details?: readonly BrandColorDetail[] }) {
  const colors = namedColors(props);
  if (colors.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {colors.map((color) => (
        <li key={color.hex + color.role} className="overflow-hidden rounded-xl border bg-card">
          <Link
            to={nearColorPath(color.hex)}
            aria-label={`Brands near ${color.role} color ${color.hex}, ${color.name}`}
            title={`Brands near ${color.hex}`}
            className="block h-28 border-b transition-[filter] hover:brightness-95 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
            style={{ backgroundColor: color.hex }}
          />
          <div className="flex flex-col gap-1.5 p-4">
            <span className="text-xs font-medium text-muted-foreground">
              {color.role}
              <UnverifiedMark
                brand={{ unverified_fields: props.unverified_fields ?? [] }}
                field={ROLE_FIELDS[color.role] ?? 'color_palette'}
                what={`${color.role.toLowerCase()} colour`}
              />
            </span>
            <span className="font-medium">{color.name}</span>
            <FamilyOf hex={color.hex} />
            <CopyHexButton hex={color.hex} label={`${color.role} color`} />
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              <ContrastGrade
                hex={color.hex}
                ratio={contrastRatio(color.hex, '#FFFFFF') ?? 1}
                background="white"
              />
              <ContrastGrade
                hex={color.hex}
                ratio={contrastRatio(color.hex, '#000000') ?? 1}
                background="black"
              />
            </div>
            <DetailPair detail={details?.find((d) => d.hex === color.hex)} />
            <Link
              to={nearColorPath(color.hex)}
              className="mt-1 self-start text-sm underline underline-offset-4 hover:decoration-2"
              aria-label={`Brands near ${color.role} color ${color.hex}`}
            >
              Brands near this colour
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The colour's family, as the colour filter counts it, with what puts it there (spec 000 §3). */
function FamilyOf({ hex }: { hex: string }) {
  const family = colorFamilyOf(hex);
  if (family === 'Unknown') return null;
  return (
    <span className="text-xs text-muted-foreground">
      <Link
        to={`/brands?${new URLSearchParams({ color: family })}`}
        className="font-medium text-foreground underline underline-offset-4 hover:decoration-2"
      >
        {family} family
      </Link>{' '}
      ({describeColorFamily(family)})
    </span>
  );
}

function DetailPair({ detail }: { detail: BrandColorDetail | undefined }) {
  if (!detail) return null;
  return (
    <div className="mt-2">
      <AccessiblePair color={detail} />
    </div>
  );
}
