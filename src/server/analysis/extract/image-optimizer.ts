/**
 * Image optimisers that serve a site's images resized through an endpoint of their own, naming the
 * file in the query: Next.js (`/_next/image?url=`, also under a base path), Vercel
 * (`/_vercel/image?url=`), Netlify (`/.netlify/images?url=`) and Astro (`/_image?href=`).
 */
const OPTIMIZERS: readonly { path: RegExp; parameter: string }[] = [
  { path: /\/_next\/image\/?$/, parameter: 'url' },
  { path: /^\/_vercel\/image\/?$/, parameter: 'url' },
  { path: /^\/\.netlify\/images\/?$/, parameter: 'url' },
  { path: /^\/_image\/?$/, parameter: 'href' },
];

/**
 * The file an image optimiser's address shows, or the address itself when it is no optimiser's.
 * The optimiser's address says nothing of the file: neither its name ('acme-logo.svg') nor its
 * type, and it answers with a resized copy. The file itself is read instead. A query that names
 * no http(s) file leaves the address as it is.
 */
export function optimizedImageSource(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  const optimizer = OPTIMIZERS.find((candidate) => candidate.path.test(url.pathname));
  const named = optimizer ? url.searchParams.get(optimizer.parameter)?.trim() : undefined;
  if (!named) return address;
  try {
    const file = new URL(named, url);
    return file.protocol === 'https:' || file.protocol === 'http:' ? file.href : address;
  } catch {
    return address;
  }
}
