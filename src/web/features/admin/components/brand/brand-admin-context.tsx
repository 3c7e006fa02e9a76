import { useSyncExternalStore } from 'react';
import type { Brand } from '@/domain/brand';
import { isAdmin, useSession } from '@/web/api/get-session';

/**
 * Edit mode of the brand page: at most one brand is edited at a time, shared by the header's Edit
 * button and the editor without threading state through the page.
 */
let editingBrandId: string | null = null;
const listeners = new Set<() => void>();

function setEditingBrand(id: string | null) {
  editingBrandId = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface BrandAdminView {
  isAdmin: boolean;
  isSignedIn: boolean;
  /** Edit mode is on for this brand (never for a protected one). */
  editing: boolean;
  setEditing: (editing: boolean) => void;
}

/** What the viewer may do on this brand's page; visitors get nothing. */
export function useBrandAdmin(brand: Brand): BrandAdminView {
  const session = useSession();
  const user = session.data?.user ?? null;
  const admin = isAdmin(user);
  const editingId = useSyncExternalStore(
    subscribe,
    () => editingBrandId,
    () => null,
  );
  return {
    isAdmin: admin,
    isSignedIn: user !== null,
    editing: admin && editingId === brand.id && !brand.protected,
    setEditing: (on) => setEditingBrand(on ? brand.id : null),
  };
}
