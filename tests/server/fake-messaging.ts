// Fake message providers on loopback for the tests: a real SMTP server (smtp-server, each mail
// parsed with mailparser), and one node:http server standing in for the SMS provider and
// WhatsApp's Cloud API, recording what arrived and answering as the test tells it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ArrivedMail = { envelopeTo: string[]; mail: ParsedMail };

/**
 * An SMTP server on 127.0.0.1 that keeps every mail it accepts, or with `keep: false` only counts
 * them (a test sending thousands, whose memory must not grow with what the fake kept).
 */
export async function startFakeSmtp({ keep = true }: { keep?: boolean } = {}) {
  const mails: ArrivedMail[] = [];
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (!keep) {
        stream.on('end', () => {
          accepted += 1;
          callback();
        });
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          accepted += 1;
          mails.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    accepted: () => accepted,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ArrivedRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** When the request arrived, and when the answer went out in full (the sender may have died). */
  at: number;
  answeredAt?: number;
};

/** How the fake answers the next request: a status and body, after a delay. */
export type FakeAnswer = { status: number; body?: unknown; delayMs?: number };

/** One HTTP server for the SMS provider and the Cloud API: `answer` decides each reply. */
export async function startFakeProviders() {
  const requests: ArrivedRequest[] = [];
  let answer: (request: ArrivedRequest) => FakeAnswer = () => ({
    status: 200,
    body: { type: 'success', message: 'queued' },
  });
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const arrived: ArrivedRequest = {
        path: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        at: Date.now(),
      };
      requests.push(arrived);
      const { status, body, delayMs = 0 } = answer(arrived);
      response.on('finish', () => (arrived.answeredAt = Date.now()));
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body ?? {}));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next: (request: ArrivedRequest) => FakeAnswer) {
      answer = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
