import { useEffect } from 'react';

export const APP_NAME = 'Brand Atlas';

/** Sets the tab title to '{title} | Brand Atlas', or the product name alone without a title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
