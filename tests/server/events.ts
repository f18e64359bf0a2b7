// Reads a server-sent event stream (GET /api/events) the way an EventSource would, and records
// when each event arrived, so a test can wait for one and measure how long it took.
export type ReceivedEvent = { event: string; data: string; at: number; id?: string };

export type EventReader = {
  readonly events: readonly ReceivedEvent[];
  /** Comment lines (heartbeats) seen so far. */
  readonly comments: number;
  /** Resolves with the first event from index `from` on that matches, or rejects after timeoutMs. */
  next(
    match: (event: ReceivedEvent) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
};

export function readEvents(body: ReadableStream<Uint8Array>, onClose = () => {}): EventReader {
  const events: ReceivedEvent[] = [];
  let comments = 0;
  const waiters = new Set<() => void>();
  const reader = body.getReader();
  const decoder = new TextDecoder();

  const ended = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader
        .read()
        .catch(() => ({ value: undefined, done: true as const }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        let id: string | undefined;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments += 1;
          else if (line.startsWith('id: ')) id = line.slice(4);
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data.push(line.slice(6));
        }
        if (data.length > 0) {
          const at = performance.now();
          events.push({ event, data: data.join('\n'), at, ...(id === undefined ? {} : { id }) });
        }
        for (const wake of [...waiters]) wake();
      }
    }
    for (const wake of [...waiters]) wake();
  })();

  return {
    events,
    get comments() {
      return comments;
    },
    next(match, { from = 0, timeoutMs = 5000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return;
          cleanUp();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(
            new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    ended,
    close() {
      void reader.cancel().catch(() => undefined);
      onClose();
    },
  };
}

/** Opens GET /api/events on a server and reads it. */
export async function openEvents(baseUrl: string, cookie = ''): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  if (!response.ok || !response.body)
    throw new Error(`GET /api/events answered ${response.status}`);
  return readEvents(response.body, () => controller.abort());
}
