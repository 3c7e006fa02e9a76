import { FIXTURE_BRAND_SITES } from '../src/server/analysis/test/fixture-sites';
import { serveFixtureSite } from '../src/server/test/fixture-server';

/**
 * The fixture brand websites, served from their own process so that the analyzer being measured
 * does not share its event loop with them. Prints one JSON line: the origin of each site.
 */
async function main() {
  const origins: string[] = [];
  for (const site of FIXTURE_BRAND_SITES) origins.push((await serveFixtureSite(await site.pages())).origin);
  process.stdout.write(`${JSON.stringify(origins)}\n`);
}

void main();
