import { bytewiseLabs } from './bytewise-labs';
import type { IntelFixture } from './fixture-truth';
import { maisonVerel } from './maison-verel';
import { pennyPantry } from './penny-pantry';
import { quietSite } from './quiet-site';
import { trailheadOutfitters } from './trailhead-outfitters';

export type { IntelFixture, IntelTruth } from './fixture-truth';

/** The analyzer-intelligence fixture sites, each with its known truth. */
export const INTEL_FIXTURES: readonly IntelFixture[] = [
  maisonVerel,
  trailheadOutfitters,
  bytewiseLabs,
  pennyPantry,
  quietSite,
];

export { bytewiseLabs, maisonVerel, pennyPantry, quietSite, trailheadOutfitters };
