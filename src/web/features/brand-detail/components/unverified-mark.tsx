import type { Brand } from '@/domain/brand';

/** Whether the analyzer stored this field without being sure of it (API field names). */
export function isUnverified(brand: Pick<Brand, 'unverified_fields'>, field: string): boolean {
  return brand.unverified_fields.includes(field);
}

/**
 * A quiet mark beside a value the analyzer read from the brand's site without being sure of it:
 * the value is shown, never as a settled fact. Nothing is rendered for verified values.
 */
export function UnverifiedMark({
  brand,
  field,
  what,
}: {
  brand: Pick<Brand, 'unverified_fields'>;
  field: string;
  /** What the value is, for screen readers ('tagline', 'primary colour'). */
  what: string;
}) {
  if (!isUnverified(brand, field)) return null;
  return (
    <span
      className="ml-2 inline-flex items-center rounded-full border border-dashed px-1.5 py-px align-middle text-[0.6875rem] font-normal leading-4 tracking-normal text-muted-foreground"
      title="Read from the brand's website by our analyzer, not yet confirmed"
    >
      unverified
      <span className="sr-only">
        : the {what} was read from the brand's website by our analyzer and is not yet confirmed
      </span>
    </span>
  );
}
