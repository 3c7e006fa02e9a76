import { describe, expect, it } from 'vitest';
import { type JoinedWork, joinedWork } from './joined-work';

/** Work that ends when the test says, recording how often it started and whether it was stopped. */
function controlledWork() {
  const seen = { starts: 0, stopped: false };
  let finish = (_value: string) => {};
  const work = (signal: AbortSignal) => {
    seen.starts++;
    signal.addEventListener('abort', () => {
      seen.stopped = true;
    });
    return new Promise<string>((resolve) => {
      finish = resolve;
    });
  };
  return { seen, work, finish: (value: string) => finish(value) };
}

/** The next caller for key 'a' starts the work anew, alone, and gets its answer. */
async function expectStartedAfresh(work: JoinedWork<string>, answer: string) {
  const fresh = controlledWork();
  const next = work.run('a', fresh.work);
  fresh.finish(answer);
  expect([await next, fresh.seen.starts]).toEqual([answer, 1]);
}

describe('joinedWork', () => {
  it('does the work once for callers that ask while it runs, and again once it has ended', async () => {
    const work = joinedWork<string>();
    const first = controlledWork();
    const answers = [work.run('a', first.work), work.run('a', first.work), work.run('a', first.work)];
    first.finish('rules');
    expect(await Promise.all(answers)).toEqual(['rules', 'rules', 'rules']);
    expect([first.seen.starts, work.running]).toEqual([1, 0]);
    await expectStartedAfresh(work, 'new rules');
  });

  it('keeps keys apart, and passes a failure to every caller without keeping it', async () => {
    const work = joinedWork<string>();
    const failing = () => Promise.reject(new Error('unreachable'));
    const both = [work.run('a', failing), work.run('a', failing)];
    const other = work.run('b', async () => 'b');
    await expect(both[0]).rejects.toThrow('unreachable');
    await expect(both[1]).rejects.toThrow('unreachable');
    expect(await other).toBe('b');
    expect(await work.run('a', async () => 'recovered')).toBe('recovered');
    // Work that throws before it returns a promise fails its callers the same way.
    const throwing = () => {
      throw new Error('not a web address');
    };
    await expect(work.run('c', throwing)).rejects.toThrow('not a web address');
    expect(work.running).toBe(0);
  });

  it('lets a caller give up alone while the others still get the answer', async () => {
    const work = joinedWork<string>();
    const shared = controlledWork();
    const impatient = new AbortController();
    const gaveUp = work.run('a', shared.work, impatient.signal);
    const patient = work.run('a', shared.work);
    impatient.abort(new Error('out of time'));
    await expect(gaveUp).rejects.toThrow('out of time');
    expect(shared.seen.stopped).toBe(false);
    shared.finish('rules');
    expect(await patient).toBe('rules');
  });

  it('stops the work when every caller has given up, and starts it afresh for the next', async () => {
    const work = joinedWork<string>();
    const abandoned = controlledWork();
    const callers = [new AbortController(), new AbortController()];
    const waits = callers.map((caller) => work.run('a', abandoned.work, caller.signal));
    callers[0]?.abort(new Error('first gave up'));
    expect(abandoned.seen.stopped).toBe(false);
    callers[1]?.abort(new Error('second gave up'));
    await expect(waits[1]).rejects.toThrow('second gave up');
    await expect(waits[0]).rejects.toThrow('first gave up');
    expect([abandoned.seen.stopped, work.running]).toEqual([true, 0]);
    await expectStartedAfresh(work, 'rules');
  });

  it('refuses a caller whose signal has already aborted, without starting the work', async () => {
    const work = joinedWork<string>();
    const never = controlledWork();
    await expect(work.run('a', never.work, AbortSignal.abort(new Error('too late')))).rejects.toThrow(
      'too late',
    );
    expect([never.seen.starts, work.running]).toEqual([0, 0]);
  });
});
