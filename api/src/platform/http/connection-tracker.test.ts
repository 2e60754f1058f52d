// ConnectionTracker.quiet and firstAnswer: what the advisor's warm-up after the start waits for
// (server.ts). A server stand-in emits the 'connection' and 'request' events node:http emits; fake
// timers move the clock, so the test says when they resolve, not how fast the machine is.
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { ConnectionTracker } from './connection-tracker';

class FakeResponse extends EventEmitter {
  headersSent = false;
  setHeader(): void {}
}

function fakeServer() {
  const server = new EventEmitter();
  const socket = new EventEmitter();
  const tracker = new ConnectionTracker(server as unknown as Server);
  server.emit('connection', socket);
  /** A request on the one connection; call the result to end it. */
  const request = () => {
    const response = new FakeResponse();
    server.emit('request', { socket }, response);
    return () => response.emit('close');
  };
  return { tracker, request };
}

/** Whether `promise` has settled, without waiting for it. */
function settled(promise: Promise<unknown>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe('ConnectionTracker.quiet', () => {
  it('resolves once no request was in flight for the given time', async () => {
    const { tracker, request } = fakeServer();
    const end = request();
    const quiet = settled(tracker.quiet(100));
    await jest.advanceTimersByTimeAsync(1000);
    expect(quiet()).toBe(false); // the request is still in flight
    end();
    await jest.advanceTimersByTimeAsync(50);
    expect(quiet()).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(quiet()).toBe(true);
  });

  it('never resolves under a steady stream of short requests unless it has a latest time', async () => {
    const { tracker, request } = fakeServer();
    // A request every 60 ms that takes 20 ms: never 100 ms without one.
    const stream = setInterval(() => {
      const end = request();
      setTimeout(end, 20);
    }, 60);
    const unbounded = settled(tracker.quiet(100));
    const bounded = settled(tracker.quiet(100, Date.now() + 3000));
    await jest.advanceTimersByTimeAsync(2900);
    expect(bounded()).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(bounded()).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(unbounded()).toBe(false);
    clearInterval(stream);
    await jest.advanceTimersByTimeAsync(300);
    expect(unbounded()).toBe(true);
  });

  it('waits its interval once even when the latest time has passed (the event loop gets a turn between warm-up steps)', async () => {
    const { tracker, request } = fakeServer();
    request(); // in flight throughout
    const quiet = settled(tracker.quiet(5, Date.now() - 1));
    await jest.advanceTimersByTimeAsync(4);
    expect(quiet()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(quiet()).toBe(true);
  });
});

describe('ConnectionTracker.firstAnswer', () => {
  it('waits for the first answer, however long the first request takes', async () => {
    const { tracker, request } = fakeServer();
    const answered = settled(tracker.firstAnswer(1000));
    await jest.advanceTimersByTimeAsync(500);
    const end = request(); // a health check, slow to be answered
    await jest.advanceTimersByTimeAsync(2000);
    expect(answered()).toBe(false);
    end();
    await jest.advanceTimersByTimeAsync(10);
    expect(answered()).toBe(true);
  });

  it('does not wait for a request that never comes, nor past its latest time', async () => {
    const idle = fakeServer();
    const noRequest = settled(idle.tracker.firstAnswer(1000));
    await jest.advanceTimersByTimeAsync(990);
    expect(noRequest()).toBe(false);
    await jest.advanceTimersByTimeAsync(20);
    expect(noRequest()).toBe(true);

    const busy = fakeServer();
    busy.request(); // never answered
    const bounded = settled(busy.tracker.firstAnswer(1000, Date.now() + 3000));
    await jest.advanceTimersByTimeAsync(2990);
    expect(bounded()).toBe(false);
    await jest.advanceTimersByTimeAsync(20);
    expect(bounded()).toBe(true);
  });

  it('resolves at once after an answer (a later start of what waits for it)', async () => {
    const { tracker, request } = fakeServer();
    request()();
    const answered = settled(tracker.firstAnswer(1000));
    await jest.advanceTimersByTimeAsync(0);
    expect(answered()).toBe(true);
  });
});
