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
 */
export async function readText(response: Response, signal: AbortSignal): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener("abort", cancel);
  try {
    // The bytes are kept and decoded once: one flat string for JSON.parse, where text decoded
    // chunk by chunk is a chain of pieces that parsing copies again (an export's page is megabytes).
    const chunks: Uint8Array[] = [];
    let length = 0;
    for (;;) {
      const { done, value } = await reader.read();
      // A read cut short by the cancel ends like a finished one: the text would be truncated.
      if (signal.aborted) throw signal.reason;
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
    return new TextDecoder().decode(chunks.length === 1 ? chunks[0] : joined(chunks, length));
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}

function joined(chunks: Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
