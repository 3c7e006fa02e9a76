import { useEffect } from 'react';
import { pageTitle } from '@/domain/text';

/** Sets the tab title to '{title} | Brand Atlas', or the product name alone without a title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
