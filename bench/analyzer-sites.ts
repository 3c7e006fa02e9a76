import { FIXTURE_BRAND_SITES } from '../src/server/analysis/test/fixture-sites';
import { RENDER_FIXTURE_SITES } from '../src/server/analysis/test/render-fixture-sites';
import { serveFixtureSite } from '../src/server/test/fixture-server';

/**
 * The fixture brand websites, served from their own process so that the analyzer being measured
 * does not share its event loop with them. Prints one JSON line: the origin of each site.
 * `render` as the argument serves the script-built sites of the render stage instead.
 */
async function main() {
  const origins: string[] = [];
  const sites = process.argv[2] === 'render' ? RENDER_FIXTURE_SITES : FIXTURE_BRAND_SITES;
  for (const site of sites) origins.push((await serveFixtureSite(await site.pages())).origin);
  process.stdout.write(`${JSON.stringify(origins)}\n`);
}

void main();
