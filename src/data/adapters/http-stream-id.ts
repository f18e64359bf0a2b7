// Server mode's echo of a page's own change, left out: the server names each change stream in
// its first `reset` (the event's id), the page sends that name with its writes, and the server
// then leaves those writes out of that one stream. The page has already refreshed after its own
// write; the echo would only read everything again. Other pages, and this page's other streams
// on any server, still hear the change.
import { z } from 'zod';

/** The request header naming the stream of the page a write comes from. */
export const STREAM_ID_HEADER = 'X-Stream-Id';

/** A stream's name as the server makes and accepts it; anything else counts as none. */
const streamIdSchema = z.string().regex(/^[A-Za-z0-9]{16,64}$/);

/** The stream a header names, or undefined (the write's changes then reach every stream). */
export function streamIdOf(value: string | undefined | null): string | undefined {
  const parsed = streamIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
