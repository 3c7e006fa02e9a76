import { held, type RequestKind, type RunFigures, runAt } from './traffic';

export interface SustainableRate {
  /** The highest rate that held; 0 when not even the lowest did. */
  rate: number;
  figures: RunFigures | null;
  steps: RunFigures[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The highest fixed rate at which every request is answered 2xx with p99 within the target:
 * doubling from `start` until a step fails, then bisecting between the last step that held and
 * the first that did not. Each step runs `stepSeconds`, with a pause between so the server drains.
 */
export async function findSustainableRate(
  origin: string,
  kinds: RequestKind[],
  options: { start: number; p99TargetMs: number; stepSeconds: number; maxRate?: number; bisections?: number },
  onStep: (figures: RunFigures, ok: boolean) => void = () => {},
): Promise<SustainableRate> {
  const steps: RunFigures[] = [];
  const attempt = async (rate: number) => {
    const figures = await runAt(origin, kinds, { rate, seconds: options.stepSeconds });
    const ok = held(figures, options.p99TargetMs);
    steps.push(figures);
    onStep(figures, ok);
    await pause(2_000);
    return { figures, ok };
  };
  let good: RunFigures | null = null;
  let bad = 0;
  let rate = options.start;
  const maxRate = options.maxRate ?? 50_000;
  // Downwards first if the start is already too much.
  for (;;) {
    const { figures, ok } = await attempt(rate);
    if (ok) {
      good = figures;
      break;
    }
    bad = rate;
    rate = Math.floor(rate / 2);
    if (rate < 10) return { rate: 0, figures: null, steps };
  }
  if (!bad) {
    while (rate * 2 <= maxRate) {
      const { figures, ok } = await attempt(rate * 2);
      if (!ok) {
        bad = rate * 2;
        break;
      }
      good = figures;
      rate *= 2;
    }
    if (!bad) return { rate, figures: good, steps };
  }
  for (let i = 0; i < (options.bisections ?? 3); i++) {
    const middle = Math.round((rate + bad) / 2 / 10) * 10;
    if (middle <= rate || middle >= bad) break;
    const { figures, ok } = await attempt(middle);
    if (ok) {
      rate = middle;
      good = figures;
    } else {
      bad = middle;
    }
  }
  return { rate, figures: good, steps };
}
