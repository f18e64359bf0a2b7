// A stand-in for the Gemini REST API on a random local port, so tests drive the real
// @google/genai SDK (pointed here through httpOptions.baseUrl) without a network or a key.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  /** The path and query, e.g. /v1beta/models/gemini-2.5-flash:generateContent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body. */
  body: unknown;
};

export type FakeReply = { status: number; body: unknown };

export type FakeGemini = {
  baseUrl: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

/** A generateContent answer whose only part is `text`, as the API sends a model's reply. */
export function generateContentReply(text: string): FakeReply {
  return {
    status: 200,
    body: {
      candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP' }],
    },
  };
}

/** An error answer in the API's own shape. */
export function errorReply(status: number, message: string): FakeReply {
  return { status, body: { error: { code: status, message, status: 'INTERNAL' } } };
}

export async function startFakeGemini(
  respond: (request: RecordedRequest) => FakeReply,
): Promise<FakeGemini> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: raw === '' ? undefined : JSON.parse(raw),
      };
      requests.push(request);
      const reply = respond(request);
      outgoing.writeHead(reply.status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
