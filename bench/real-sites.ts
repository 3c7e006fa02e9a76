import fs from 'node:fs';
import { findCorpusDir, loadCorpus } from '../src/server/analysis/test/real-sites/corpus';
import { belowFloor, FLOOR_FILE, raiseFloor, readFloor } from '../src/server/analysis/test/real-sites/floor';
import { formatMisses, formatScoreTable } from '../src/server/analysis/test/real-sites/report';
import { runCorpus } from '../src/server/analysis/test/real-sites/run-corpus';
import { scoreCorpus } from '../src/server/analysis/test/real-sites/score';

/**
 * `npm run bench:real` (part of `npm run bench`): the analyzer on the real-sites corpus, each site
 * replayed on 127.0.0.1 and analysed through POST /api/brands and the analysis job; prints the
 * per-field table and the overall score. Flags: `--misses` lists every field not right,
 * `--only=a,b` runs some sites, `--raise-floor` writes the better figures into
 * bench/real-sites-floor.json, `--json=FILE` keeps every site's verdicts, `--no-registry` leaves
 * the official-colour registry out (the page-reading rules alone; no floor is checked or raised).
 */
async function main() {
  const args = process.argv.slice(2);
  const flag = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  const value = (name: string) => flag(name)?.split('=')[1];
  const corpusDir = findCorpusDir();
  if (!corpusDir) {
    console.error(
      'The real-sites corpus was not found: set REAL_SITES_DIR or put it at ../shared/real-sites',
    );
    process.exit(1);
  }
  const sites = loadCorpus(corpusDir);
  const only = value('only')?.split(',');
  const colorRegistry = !flag('no-registry');
  console.log(
    `real-sites corpus: ${corpusDir} (${only?.length ?? sites.length} of ${sites.length} sites)${colorRegistry ? '' : ', without the colour registry'}`,
  );
  const started = performance.now();
  const outcomes = await runCorpus(sites, {
    ...(only ? { only } : {}),
    colorRegistry,
    onSite: (o, i, n) => process.stderr.write(`\r${i + 1}/${n} ${o.site.id.padEnd(30)}`),
  });
  process.stderr.write('\n');
  const score = scoreCorpus(outcomes);
  console.log(`\n${formatScoreTable(score)}`);
  console.log(`\n${outcomes.length} sites in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (flag('misses')) console.log(`\n${formatMisses(score)}`);
  const jsonFile = value('json');
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(score, null, 2));
  if (only || !colorRegistry) return;
  const floor = readFloor();
  const falls = floor ? belowFloor(floor, score) : [];
  console.log(
    floor
      ? `floor (${FLOOR_FILE.pathname}): ${falls.length ? falls.join('; ') : 'held'}`
      : 'no floor recorded yet',
  );
  if (flag('raise-floor')) {
    fs.writeFileSync(FLOOR_FILE, `${JSON.stringify(raiseFloor(floor, score), null, 2)}\n`);
    console.log('floor raised');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
