import { PAGE_DATA_ELEMENT_ID, pageDataRequests } from '../../domain/arrival-requests';

/** Answers a public API read made in process, as a visitor would: the body, or null. */
export type ReadPublic = (path: string) => Promise<string | null>;

/** A page's public reads and their answers (raw JSON), those that answered. */
export async function loadPageData(
  readPublic: ReadPublic,
  pathname: string,
  search: URLSearchParams,
): Promise<[string, string][]> {
  const paths = pageDataRequests(pathname, search);
  const answers = await Promise.all(paths.map((path) => readPublic(path).catch(() => null)));
  return paths.flatMap((path, i) => {
    const answer = answers[i];
    return answer ? [[path, answer] as [string, string]] : [];
  });
}

/**
 * Writes the answers into the page as a JSON data block (never run, so the CSP allows it), where
 * the web app takes each once instead of asking the API. `<` is escaped so no answer can end the
 * element early.
 */
export function withPageData(html: string, data: [string, string][]): string {
  if (data.length === 0) return html;
  const json = `{${data.map(([path, answer]) => `${JSON.stringify(path)}:${answer}`).join(',')}}`.replace(
    /</g,
    '\\u003c',
  );
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
  return html.includes('</body>')
    ? html.replace('</body>', () => `${element}\n  </body>`)
    : `${html}${element}`;
}

/** A signed-in visitor may be shown more than the public answer: their page asks the API itself. */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && /session_token=/.test(cookie);
}
