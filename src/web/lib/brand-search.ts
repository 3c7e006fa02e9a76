import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type BrandLookup, type SearchFallback, searchDestination, searchText } from '@/domain/search';
import { callApi } from './call-api';

/** One server call decides where a search goes (spec 000 §2); the browser never lists all names. */
export function lookupBrand(text: string, signal?: AbortSignal): Promise<BrandLookup> {
  return callApi('GET /brands/lookup', { query: { q: text } }, { signal });
}

/**
 * Submits a brand-name search: to the brand whose name matches, else to the fallback list. If the
 * lookup fails the search still goes to the list, which shows what matches. Empty text does nothing.
 */
export function useBrandSearch(fallback: SearchFallback) {
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  async function submit(text: string): Promise<boolean> {
    const search = searchText(text);
    if (!search || isPending) return false;
    setPending(true);
    let lookup: BrandLookup | null = null;
    try {
      lookup = await lookupBrand(search);
    } catch {
      lookup = null;
    } finally {
      setPending(false);
    }
    const destination = searchDestination(search, lookup, fallback);
    if (destination) navigate(destination);
    return destination !== null;
  }

  return { submit, isPending };
}
