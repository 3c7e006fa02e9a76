import type { FixtureBrandSite } from '../fixture-sites/fixture-brand-site';
import { harborAndPineSite } from './harbor-and-pine';
import { lumenCyclesSite } from './lumen-cycles';
import { nightjarAudioSite } from './nightjar-audio';

/** Sites whose brand exists only after scripts run: the render stage's fixtures (and its bench). */
export const RENDER_FIXTURE_SITES: FixtureBrandSite[] = [
  lumenCyclesSite,
  harborAndPineSite,
  nightjarAudioSite,
];

export { harborAndPineSite, lumenCyclesSite, nightjarAudioSite };
