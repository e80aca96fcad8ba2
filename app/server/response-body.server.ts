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
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      // A read cut short by the cancel ends like a finished one: the text would be truncated.
      if (signal.aborted) throw signal.reason;
      if (done) return text + decoder.decode();
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}
