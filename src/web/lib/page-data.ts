import { PAGE_DATA_ELEMENT_ID } from '@/domain/arrival-requests';

let pageData: Map<string, unknown> | null = null;

function readPageData(): Map<string, unknown> {
  if (pageData) return pageData;
  pageData = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return pageData;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [path, answer] of Object.entries(parsed)) pageData.set(path, answer);
  } catch {
    // A page without readable data asks the API, as it would anyway.
  }
  element.remove();
  return pageData;
}

/**
 * The answer to a public read that the server wrote into the page (server/http/page-data.ts), taken
 * once: the first render needs no request, and every later read of the same path asks the API.
 */
export function takePageData(path: string): unknown {
  const data = readPageData();
  if (!data.has(path)) return undefined;
  const answer = data.get(path);
  data.delete(path);
  return answer;
}

/**
 * Hands the answers the server carries in a page to the reads of its render (entry-server.tsx),
 * as the page's data element does in the browser; null once the render has read them.
 */
export function holdPageData(answers: Record<string, unknown> | null): void {
  pageData = answers ? new Map(Object.entries(answers)) : new Map();
}
