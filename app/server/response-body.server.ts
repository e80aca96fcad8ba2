/**
 * A backend answer's body, read to its end or let go (ADR 009): every Response the backend
 * client receives goes through one of these, so none is left holding its connection.
 */

/** Lets an unwanted body go (an error page, a redirect's page, an answer that came too late). */
export function discard(response: Response): Promise<void> {
  return response.body ? response.body.cancel().catch(() => undefined) : Promise.resolve();
}

/**
 * The body as text, read to its end; cancelled as soon as `signal` aborts. The cancel is ours
 * rather than the runtime's reaction to the aborted fetch: a body that stalls past the deadline
 * must let go of its connection whatever sent it (fetch, the service binding).
 *
 * The bytes are read into one buffer (a BYOB reader: a default reader hands a megabyte answer over
 * in hundreds of 4 KB chunks, each a promise) and decoded once, one flat string for JSON.parse: an
 * export's pages are megabytes each, and reading them is much of its time.
 */
export async function readText(response: Response, signal: AbortSignal): Promise<string> {
  if (!response.body) return "";
  const reader = byobReader(response.body);
  const cancel = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener("abort", cancel);
  try {
    const bytes =
      reader instanceof ReadableStreamBYOBReader
        ? await readInto(reader, response, signal)
        : await readChunks(reader, signal);
    return new TextDecoder().decode(bytes);
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}

function byobReader(
  body: ReadableStream<Uint8Array>,
): ReadableStreamBYOBReader | ReadableStreamDefaultReader<Uint8Array> {
  try {
    return body.getReader({ mode: "byob" });
  } catch {
    // Not a byte stream: read as it comes.
    return body.getReader();
  }
}

const FIRST_BUFFER = 64 * 1024;

/** The body into one buffer, grown by doubling (sized by Content-Length when the answer gives it). */
async function readInto(
  reader: ReadableStreamBYOBReader,
  response: Response,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const declared = Number(response.headers.get("Content-Length"));
  let buffer = new ArrayBuffer(declared > 0 && declared < 1 << 30 ? declared + 1 : FIRST_BUFFER);
  let length = 0;
  for (;;) {
    if (length === buffer.byteLength) {
      const grown = new ArrayBuffer(buffer.byteLength * 2);
      new Uint8Array(grown).set(new Uint8Array(buffer));
      buffer = grown;
    }
    const { done, value } = await reader.read(new Uint8Array(buffer, length));
    // A read cut short by the cancel ends like a finished one: the text would be truncated.
    if (signal.aborted) throw signal.reason;
    // The buffer handed to read() is the stream's now: it comes back in the answer.
    if (value) buffer = value.buffer as ArrayBuffer;
    if (done) return new Uint8Array(buffer, 0, length);
    length += value.byteLength;
  }
}

async function readChunks(reader: ReadableStreamDefaultReader<Uint8Array>, signal: AbortSignal): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (signal.aborted) throw signal.reason;
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
