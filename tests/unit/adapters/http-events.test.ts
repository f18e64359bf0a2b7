// The HTTP repository's change feed over server-sent events: one EventSource while anybody
// subscribes, the server's changes passed on, and everything reloaded after a reconnect.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COLLECTION_KEYS } from '@/data/core/collections';
import { STREAM_IDLE_MS, STREAM_RETRY_MS, createHttpRepository } from '@/data/adapters/http';
import type { CollectionKey } from '@/data';

/** A stand-in EventSource the test drives: it records what the adapter opens and closes. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = this.CLOSED;
  }
  emit(type: string, data: string) {
    this.readyState = this.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  /** The browser's own reconnect: the server sends its `reset` again. */
  reconnect() {
    this.emit('reset', 'reload');
  }
  /** An answer that is not an event stream: the browser gives the stream up. */
  refuse() {
    this.readyState = this.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

const live = () => FakeEventSource.opened.filter((source) => source.readyState !== 2);

function repositoryWithFeed() {
  const repository = createHttpRepository({
    baseUrl: 'http://portal.test',
    fetch: () => Promise.reject(new Error('no request is expected')),
    EventSource: FakeEventSource as unknown as typeof EventSource,
  });
  const heard: CollectionKey[] = [];
  return { repository, heard, listen: () => repository.subscribe((key) => heard.push(key)) };
}

describe('the HTTP change feed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
  });
  afterEach(() => vi.useRealTimers());

  test('opens no stream until someone subscribes, one for all listeners, and closes it when nobody listens', () => {
    const { repository, listen } = repositoryWithFeed();
    expect(FakeEventSource.opened).toHaveLength(0);

    const stopFirst = listen();
    const stopSecond = repository.subscribe(() => undefined);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      'http://portal.test/api/events',
    ]);

    stopFirst();
    vi.advanceTimersByTime(STREAM_IDLE_MS * 2);
    expect(live()).toHaveLength(1);

    stopSecond();
    vi.advanceTimersByTime(STREAM_IDLE_MS - 1);
    expect(live()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(live()).toHaveLength(0);

    listen();
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(live()).toHaveLength(1);
  });

  test('a screen replacing another within a moment keeps the same stream', () => {
    const { listen } = repositoryWithFeed();
    const stop = listen();
    stop();
    vi.advanceTimersByTime(STREAM_IDLE_MS / 2);
    listen();
    vi.advanceTimersByTime(STREAM_IDLE_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(live()).toHaveLength(1);
  });

  test('passes on the changed collections; the first reset changes nothing, a reconnect reloads everything', () => {
    const { heard, listen } = repositoryWithFeed();
    listen();
    const [source] = FakeEventSource.opened;

    source!.emit('reset', 'reload');
    expect(heard).toEqual([]);

    source!.emit('changes', '["stseCandidates","payments"]');
    expect(heard).toEqual(['stseCandidates', 'payments']);

    heard.length = 0;
    source!.reconnect();
    expect(heard).toEqual([...COLLECTION_KEYS]);
  });

  test('ignores what is not a list of collection keys', () => {
    const { heard, listen } = repositoryWithFeed();
    listen();
    const [source] = FakeEventSource.opened;
    source!.emit('changes', 'not json');
    source!.emit('changes', '["passwords"]');
    source!.emit('changes', '{"students":1}');
    expect(heard).toEqual([]);
  });

  test('a refused stream is opened again later, and then everything reloads', () => {
    const { heard, listen } = repositoryWithFeed();
    listen();
    const [first] = FakeEventSource.opened;
    first!.emit('reset', 'reload');
    first!.refuse();

    vi.advanceTimersByTime(STREAM_RETRY_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);

    FakeEventSource.opened[1]!.emit('reset', 'reload');
    expect(heard).toEqual([...COLLECTION_KEYS]);
  });

  test('refusals in a row wait twice as long each time, up to a bound, and a stream that opens starts over', () => {
    const { listen } = repositoryWithFeed();
    listen();
    const waits: number[] = [];
    for (let refusal = 0; refusal < 6; refusal += 1) {
      FakeEventSource.opened.at(-1)!.refuse();
      const opened = FakeEventSource.opened.length;
      let waited = 0;
      while (FakeEventSource.opened.length === opened) {
        vi.advanceTimersByTime(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([5000, 10_000, 20_000, 40_000, 60_000, 60_000]);

    FakeEventSource.opened.at(-1)!.emit('reset', 'reload');
    FakeEventSource.opened.at(-1)!.refuse();
    vi.advanceTimersByTime(STREAM_RETRY_MS);
    expect(live()).toHaveLength(1);
  });

  test('a write names the stream this page hears, so the server leaves its echo out', async () => {
    const sent: (string | null)[] = [];
    const repository = createHttpRepository({
      baseUrl: 'http://portal.test',
      fetch: (_url, init) => {
        sent.push(new Headers(init?.headers).get('X-Stream-Id'));
        return Promise.resolve(Response.json({ data: { id: 'x' } }));
      },
      EventSource: FakeEventSource as unknown as typeof EventSource,
    });
    const stop = repository.subscribe(() => undefined);
    await repository.setResultsPublished(true);
    const stream = FakeEventSource.opened[0]!;
    stream.dispatchEvent(
      new MessageEvent('reset', { data: 'reload', lastEventId: 'Stream0123456789' }),
    );
    await repository.setResultsPublished(false);
    await repository.getSettings();
    stop();
    vi.advanceTimersByTime(STREAM_IDLE_MS);
    await repository.setResultsPublished(true);
    // Before the stream is open, and after it closed, no name: every stream hears the write.
    expect(sent).toEqual([null, 'Stream0123456789', null, null]);
  });

  test('a write in this browser tells its own listeners at once', async () => {
    const repository = createHttpRepository({
      baseUrl: 'http://portal.test',
      fetch: () => Promise.resolve(Response.json({ data: { id: 'x' } })),
      EventSource: FakeEventSource as unknown as typeof EventSource,
    });
    const heard: CollectionKey[] = [];
    repository.subscribe((key) => heard.push(key));
    await repository.setResultsPublished(true);
    expect(heard).toEqual(['settings', 'auditLog']);
  });
});
