/**
 * Whether React has taken over the server's markup in #root: run in the page
 * (`page.evaluate(isHydrated)`). A page's links navigate inside the app from then on, and its
 * start-up work (loading and hydrating its code) is done.
 */
export function isHydrated(): boolean {
  const root = document.getElementById('root');
  return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer')) : false;
}
