/**
 * The backend client's reading of one answer (backend.server.ts): every Response read to its end
 * or cancelled, a file left unread for its caller, a body parsed as JSON, and each way the
 * transport can fail turned into its status (408, 503, the gateway's own).
 */
import { isEnvelopeStatus } from "~/lib/backend-messages";
import { transportFailure } from "./backend-error.server";
import { discard, readText } from "./response-body.server";

/** A file the backend answered, its body unread: the caller streams it on or cancels it. */
export class BackendFile {
  constructor(
    readonly body: ReadableStream<Uint8Array> | null,
    readonly type: string,
    readonly disposition: string | null,
    /** The answer's other headers (a stored file's purpose and tenant, ADR 030). */
    readonly headers: Headers = new Headers(),
  ) {}
}

export type RawAnswer = { status: number; headers: Headers; body: unknown };

/**
 * One call and its answer. Every Response is read to its end or cancelled, on every path
 * (ADR 009): on Cloudflare a request (and each Durable Object) has six connections open at a
 * time, and a body nobody reads or cancels holds its connection until the Response is
 * garbage-collected, so an abandoned body can leave a later call waiting for a slot, unsent.
 */
export async function exchange(
  send: (signal: AbortSignal) => Promise<Response>,
  signal: AbortSignal,
  manualRedirect: boolean,
  file: boolean,
): Promise<RawAnswer> {
  let response: Response;
  try {
    response = await send(signal);
  } catch (error) {
    throw transportFailure(signal.aborted || isTimeout(error) ? 408 : 503);
  }
  if (signal.aborted) {
    // The answer came after the budget was spent: the caller already has 请求超时.
    await discard(response);
    throw transportFailure(408);
  }
  if (manualRedirect && response.status >= 300 && response.status < 400) {
    // Only the Location is wanted (the social sign-in start); a gateway may send a page with it.
    await discard(response);
    return { status: response.status, headers: response.headers, body: null };
  }
  if (!isEnvelopeStatus(response.status)) {
    await discard(response);
    throw transportFailure(response.status);
  }
  const type = response.headers.get("Content-Type") ?? "";
  if (file && response.status === 200 && !type.includes("json")) {
    // Streamed on by the caller (not read here): a refusal comes as an envelope instead.
    return {
      status: 200,
      headers: response.headers,
      body: new BackendFile(response.body, type, response.headers.get("Content-Disposition"), response.headers),
    };
  }
  let text: string;
  try {
    text = await readText(response, signal);
  } catch (error) {
    // The connection broke while the answer was on its way, or the budget ran out.
    throw transportFailure(signal.aborted || isTimeout(error) ? 408 : 503);
  }
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      // An HTML error page or a cut-off body: whatever sits in front of the services failed.
      throw transportFailure(response.status >= 400 ? response.status : 502);
    }
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
