import { z } from 'zod';

/**
 * The Design Tokens Format Module (DTCG 2025.10) as far as colour tokens go, written from the
 * specification: groups and tokens, reserved `$` properties, name rules, type inheritance, and the
 * colour type's value (colour space, components within the space's ranges, alpha, hex fallback).
 */

const COLOR_SPACES = {
  srgb: [
    [0, 1],
    [0, 1],
    [0, 1],
  ],
  'srgb-linear': [
    [0, 1],
    [0, 1],
    [0, 1],
  ],
  hsl: [
    [0, 360, 'open'],
    [0, 100],
    [0, 100],
  ],
  hwb: [
    [0, 360, 'open'],
    [0, 100],
    [0, 100],
  ],
  lab: [
    [0, 100],
    [-Infinity, Infinity],
    [-Infinity, Infinity],
  ],
  lch: [
    [0, 100],
    [0, Infinity],
    [0, 360, 'open'],
  ],
  oklab: [
    [0, 1],
    [-Infinity, Infinity],
    [-Infinity, Infinity],
  ],
  oklch: [
    [0, 1],
    [0, Infinity],
    [0, 360, 'open'],
  ],
  'display-p3': [
    [0, 1],
    [0, 1],
    [0, 1],
  ],
  'a98-rgb': [
    [0, 1],
    [0, 1],
    [0, 1],
  ],
  'prophoto-rgb': [
    [0, 1],
    [0, 1],
    [0, 1],
  ],
  rec2020: [
    [0, 1],
    [0, 1],
    [0, 1],
  ],
  'xyz-d65': [
    [0, 1],
    [0, 1],
    [0, 1],
  ],
  'xyz-d50': [
    [0, 1],
    [0, 1],
    [0, 1],
  ],
} as const satisfies Record<
  string,
  readonly (readonly [number, number] | readonly [number, number, 'open'])[]
>;

const TOKEN_TYPES = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'duration',
  'cubicBezier',
  'number',
  'strokeStyle',
  'border',
  'transition',
  'shadow',
  'gradient',
  'typography',
] as const;

export const ColorValueSchema = z
  .strictObject({
    colorSpace: z.enum(Object.keys(COLOR_SPACES) as [keyof typeof COLOR_SPACES]),
    components: z.array(z.union([z.number(), z.literal('none')])),
    alpha: z.number().min(0).max(1).optional(),
    hex: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
  })
  .superRefine((value, ctx) => {
    const ranges = COLOR_SPACES[value.colorSpace];
    if (value.components.length !== ranges.length) {
      ctx.addIssue({ code: 'custom', message: `${value.colorSpace} takes ${ranges.length} components` });
      return;
    }
    value.components.forEach((component, i) => {
      if (component === 'none') return;
      const [low, high, open] = ranges[i] as readonly [number, number, 'open'?];
      if (component < low || component > high || (open && component === high)) {
        ctx.addIssue({
          code: 'custom',
          message: `component ${i} (${component}) is outside ${value.colorSpace}'s range`,
        });
      }
    });
  });

const TokenSchema = z.strictObject({
  $value: z.unknown(),
  $type: z.enum(TOKEN_TYPES).optional(),
  $description: z.string().optional(),
  $extensions: z.record(z.string(), z.unknown()).optional(),
  $deprecated: z.union([z.boolean(), z.string()]).optional(),
});

const GROUP_PROPERTIES = new Set(['$type', '$description', '$extensions', '$deprecated']);
/** Names must not start with '$' nor contain '{', '}' or '.' (they are used in references). */
const isValidName = (name: string) => !name.startsWith('$') && !/[{}.]/.test(name);

/** Every way a document breaks the format, as readable lines; none for a valid document. */
export function designTokenErrors(document: unknown): string[] {
  const errors: string[] = [];
  const walk = (node: unknown, path: string, inheritedType: string | undefined) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) {
      errors.push(`${path || '(root)'}: a group or token must be an object`);
      return;
    }
    const record = node as Record<string, unknown>;
    if ('$value' in record) {
      const token = TokenSchema.safeParse(record);
      if (!token.success) {
        errors.push(`${path}: ${token.error.issues.map((i) => i.message).join('; ')}`);
        return;
      }
      const type = token.data.$type ?? inheritedType;
      if (!type) errors.push(`${path}: no $type on the token or a parent group`);
      if (type === 'color') {
        const value = ColorValueSchema.safeParse(token.data.$value);
        if (!value.success) errors.push(`${path}: ${value.error.issues.map((i) => i.message).join('; ')}`);
      }
      return;
    }
    const groupType = record.$type;
    if (groupType !== undefined && !(TOKEN_TYPES as readonly unknown[]).includes(groupType)) {
      errors.push(`${path}: unknown $type ${String(groupType)}`);
    }
    if (record.$description !== undefined && typeof record.$description !== 'string') {
      errors.push(`${path}: $description must be a string`);
    }
    for (const [name, child] of Object.entries(record)) {
      if (name.startsWith('$')) {
        if (!GROUP_PROPERTIES.has(name)) errors.push(`${path || '(root)'}: unknown group property ${name}`);
        continue;
      }
      if (!isValidName(name)) errors.push(`${path || '(root)'}: invalid name '${name}'`);
      walk(child, path ? `${path}.${name}` : name, (groupType as string | undefined) ?? inheritedType);
    }
  };
  walk(document, '', undefined);
  return errors;
}
