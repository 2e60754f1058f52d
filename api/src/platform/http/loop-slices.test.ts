// LoopSlices: requests start at once until a slice's budget of work ran; the rest start from later
// check phases, in order, and an over-budget phase leaves the loop to poll before the next one.
import { LoopSlices, type LoopSlicesOptions } from './loop-slices';

/** Keeps the thread busy, like a request whose PGlite queries run on it. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/** Slices right after a new connection. */
function paced(options: LoopSlicesOptions): LoopSlices {
  const slices = new LoopSlices(options);
  slices.noteNewConnection();
  return slices;
}

const nextIteration = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('LoopSlices', () => {
  it('lets every request start at once when no new connection came lately', async () => {
    const slices = new LoopSlices({ budgetMs: 5, pacingMs: 60_000 });
    expect(slices.enter()).toBeUndefined();
    busy(6);
    expect(slices.enter()).toBeUndefined();
    expect(slices.queued).toBe(0);
    slices.noteNewConnection();
    busy(6);
    expect(slices.enter()).toBeUndefined(); // the slice starts with the first request after it
    busy(6);
    const queued = slices.enter();
    expect(queued).toBeDefined();
    await queued;
  });

  it('lets requests start at once while the slice is within its budget', async () => {
    const slices = paced({ budgetMs: 50, pacingMs: 60_000 });
    expect(slices.enter()).toBeUndefined();
    expect(slices.enter()).toBeUndefined();
    expect(slices.queued).toBe(0);
    await nextIteration();
  });

  it('queues requests once the budget ran out and starts them in order, one phase at a time', async () => {
    const slices = paced({ budgetMs: 5, pacingMs: 60_000 });
    const order: string[] = [];
    expect(slices.enter()).toBeUndefined();
    busy(6);
    const first = slices.enter();
    const second = slices.enter();
    const third = slices.enter();
    expect(first && second && third).toBeTruthy();
    expect(slices.queued).toBe(3);
    const done = Promise.all([
      first!.then(() => {
        order.push('first');
        busy(6);
        // Scheduled from this check phase: runs in the next iteration's check phase.
        setImmediate(() => order.push('next iteration'));
      }),
      second!.then(() => order.push('second')),
      third!.then(() => order.push('third')),
    ]);
    await done;
    expect(order).toEqual(['first', 'next iteration', 'second', 'third']);
    expect(slices.queued).toBe(0);
  });

  it('puts a request that arrives while others wait behind them', async () => {
    const slices = paced({ budgetMs: 5, pacingMs: 60_000 });
    const order: string[] = [];
    let arrival: Promise<void> | undefined;
    let arrivalWaited = false;
    expect(slices.enter()).toBeUndefined();
    busy(6);
    const first = slices.enter()!.then(() => {
      order.push('first');
      busy(6);
      // Arrives in the next iteration, before `second` (over this phase's budget) got its turn.
      setImmediate(() => {
        const turn = slices.enter();
        arrivalWaited = turn !== undefined;
        arrival = (turn ?? Promise.resolve()).then(() => {
          order.push('arrival');
        });
      });
    });
    const second = slices.enter()!.then(() => order.push('second'));
    await Promise.all([first, second]);
    await nextIteration();
    await arrival;
    expect(arrivalWaited).toBe(true);
    expect(order).toEqual(['first', 'second', 'arrival']);
  });
});
