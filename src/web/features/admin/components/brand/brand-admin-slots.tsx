import type { Brand } from '@/domain/brand';
import { onDemand } from '@/web/lib/on-demand';
import { useBrandAdmin } from './brand-admin-context';

// The controls load only for viewers who get them: visitors download none of this code.
const ActionButtons = onDemand(async () => (await import('./brand-admin-actions')).BrandActionButtons);
const EditorForm = onDemand(async () => (await import('./brand-editor')).BrandEditorForm);
const ToolsBlock = onDemand(async () => (await import('./brand-admin-tools')).BrandAdminToolsBlock);

/**
 * The brand header's buttons (spec 001 §2, §6): for admins Edit, Re-Analyze, Update Logo and
 * Protect (a protected brand shows only Unprotect); for signed-in viewers 'Import Known Colors' on
 * brands whose colours are not verified. Visitors see nothing.
 */
export function BrandAdminActions({ brand }: { brand: Brand }) {
  const admin = useBrandAdmin(brand);
  const importable = admin.isSignedIn && !brand.has_verified_colors && !brand.protected;
  if (!admin.isAdmin && !importable) return null;
  return <ActionButtons brand={brand} admin={admin} fallback={<div className="h-8" aria-hidden="true" />} />;
}

/** Edit mode's form (spec 001 §2, §4), shown while an admin edits this brand. */
export function BrandEditor({ brand }: { brand: Brand }) {
  const admin = useBrandAdmin(brand);
  if (!admin.isAdmin || !admin.editing) return null;
  return <EditorForm key={brand.id} brand={brand} admin={admin} />;
}

/** The admin tools block at the end of the brand page (admins only). */
export function BrandAdminTools({ brand }: { brand: Brand }) {
  const admin = useBrandAdmin(brand);
  if (!admin.isAdmin) return null;
  return <ToolsBlock brand={brand} />;
}
