// The benchmark's public crowd: requests from many loopback addresses (127.x.y.z, all of which
// reach a server on 127.0.0.1 on Linux), as the public comes from many networks, so the server's
// per-address limit (server/http/rate-limit.ts) is in place but is not what the figures measure.
// autocannon cannot choose the address it connects from, so this small loader does it: each of
// `connections` workers keeps one kept-alive connection from one address and moves to a fresh
// address after REQUESTS_PER_ADDRESS requests. Bounded by a duration or a count of requests.
import { Agent, request } from 'node:http';

/** Fewer than any per-address limit (60 registrations, 300 lookups a window by default). */
export const REQUESTS_PER_ADDRESS = 25;

export type CrowdRequest = { method: string; path: string; body?: string };

export type CrowdLoad = {
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  requests: number;
  /** Not 2xx, connection errors and timeouts (429s included). */
  failures: number;
  /** Answers refused by the per-address limit (should be none). */
  tooMany: number;
  /** How many loopback addresses the load came from. */
  addresses: number;
};

/** The i-th loopback address, from 127.0.0.2 on, never a .0 or .255. */
export function loopbackAddress(index: number): string {
  const last = (index + 1) % 254;
  const rest = Math.floor((index + 1) / 254);
  return `127.${Math.floor(rest / 256) % 256}.${rest % 256}.${last + 1}`;
}

/** One request on the agent's connection, with its whole answer. */
export function send(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
  { method, path, body }: CrowdRequest,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, url),
      {
        method,
        agent,
        timeout: 10_000,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

export async function crowdLoad({
  base,
  connections,
  seconds,
  amount,
  headers = {},
  next,
  onResponse,
}: {
  base: string;
  connections: number;
  /** Run for this long, or until `amount` requests have been sent, whichever comes first. */
  seconds?: number;
  amount?: number;
  headers?: Record<string, string>;
  next: () => CrowdRequest;
  onResponse?: (status: number, body: string) => void;
}): Promise<CrowdLoad> {
  const url = new URL(base);
  const endAt = seconds === undefined ? Infinity : performance.now() + seconds * 1000;
  const limit = amount ?? Infinity;
  const latencies: number[] = [];
  let started = 0;
  let failures = 0;
  let tooMany = 0;
  let addresses = 0;
  const began = performance.now();

  async function worker() {
    while (started < limit && performance.now() < endAt) {
      const agent = new Agent({
        keepAlive: true,
        maxSockets: 1,
        localAddress: loopbackAddress(addresses),
      });
      addresses += 1;
      try {
        for (
          let sent = 0;
          sent < REQUESTS_PER_ADDRESS && started < limit && performance.now() < endAt;
          sent += 1
        ) {
          started += 1;
          const at = performance.now();
          try {
            const answer = await send(agent, url, headers, next());
            latencies.push(performance.now() - at);
            if (answer.status === 429) tooMany += 1;
            if (answer.status < 200 || answer.status >= 300) failures += 1;
            onResponse?.(answer.status, answer.body);
          } catch {
            failures += 1;
          }
        }
      } finally {
        agent.destroy();
      }
    }
  }

  await Promise.all(Array.from({ length: connections }, worker));
  const duration = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(started / duration),
    medianMs: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    requests: started,
    failures,
    tooMany,
    addresses,
  };
}
