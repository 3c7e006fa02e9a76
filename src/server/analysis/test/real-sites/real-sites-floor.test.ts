import { describe, expect, it } from 'vitest';
import { findCorpusDir, loadCorpus } from './corpus';
import { belowFloor, readFloor } from './floor';
import { formatScoreTable } from './report';
import { runCorpus } from './run-corpus';
import { scoreCorpus } from './score';

const corpusDir = findCorpusDir();

/**
 * The analyzer on the real-sites corpus through the whole pipeline, held to the recorded floor
 * (bench/real-sites-floor.json): no field may score lower, nor more values be filled without
 * support, than the last recorded run. `npm run bench:real -- --raise-floor` records a better run.
 * The corpus is third-party pages kept outside the repository: without it the check is skipped
 * (.ci/run says whether it found it).
 */
describe.runIf(corpusDir !== null)('the real-sites corpus', () => {
  it('scores at least the recorded floor on every field', { timeout: 300_000 }, async () => {
    expect(corpusDir, 'the real-sites corpus (REAL_SITES_DIR or ../shared/real-sites)').not.toBeNull();
    const floor = readFloor();
    expect(floor, 'bench/real-sites-floor.json').not.toBeNull();
    const score = scoreCorpus(await runCorpus(loadCorpus(corpusDir!)));
    const falls = belowFloor(floor!, score);
    expect(falls, `\n${formatScoreTable(score)}\n`).toEqual([]);
  });
});
