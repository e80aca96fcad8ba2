/**
 * The backend client's failures (backend.server.ts): a refusal or a transport failure
 * (BackendError, with what the operator reads and the status a page answers), and a session the
 * backend ended (SessionEndedError).
 */
import { NETWORK_STATUSES, networkErrorText } from "~/lib/backend-messages";
import type { TranslationKey } from "~/lib/i18n";

/** What an operator reads for a failure: a locale key (network texts, hidden internals) or the backend's own words. */
export type BackendFailureView = { key: TranslationKey; values?: Record<string, string | number> } | { text: string };

/**
 * A backend failure: the envelope's code was not 200 (the backend's own refusal, its `msg`
 * normalised), or the transport failed (`network` holds the status whose spec §8 text the
 * operator reads: 408 请求超时, 502 网关错误, 503 服务不可用 …).
 *
 * Uncaught in a loader or action it must not become the console's 500 page (ADR 009): it
 * carries the shape React Router reads as a thrown `data(view, { status })`, so the nearest
 * error boundary shows the text with a retry and the response has an honest 5xx status.
 */
export class BackendError extends Error {
  readonly type = "DataWithResponseInit";
  readonly init: ResponseInit;
  readonly data: { backendFailure: BackendFailureView };

  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly options: { network?: boolean; details?: unknown; view?: BackendFailureView } = {},
  ) {
    super(message);
    this.name = "BackendError";
    this.init = { status: routeStatus(status, options.network === true) };
    this.data = { backendFailure: this.view };
  }

  /** The transport failed: the backend never gave its own answer. */
  get network(): boolean {
    return this.options.network === true;
  }

  /** The message in the operator's language where it is one of ours, the backend's words otherwise. */
  get view(): BackendFailureView {
    if (this.options.view) return this.options.view;
    if (this.network) return networkView(this.status);
    return { text: this.message };
  }
}

function networkView(status: number): BackendFailureView {
  return NETWORK_STATUSES.has(status)
    ? { key: `errors.network.${status}` as TranslationKey }
    : { key: "errors.network.other", values: { status } };
}

/** The status a page or action answers when a backend failure is not handled where it happened. */
function routeStatus(status: number, network: boolean): number {
  if (!network) return 502;
  if (status === 408) return 504;
  return status === 503 ? 503 : 502;
}

/** The transport failed with `status` (408 请求超时, 503 服务不可用 …): the backend gave no answer of its own. */
export function transportFailure(status: number): BackendError {
  return new BackendError(status, status, networkErrorText(status), { network: true });
}

/** The operator's session is over on the backend: 401 (expired) or 410 (signed in elsewhere). */
export class SessionEndedError extends Error {
  constructor(
    readonly reason: 401 | 410,
    message: string,
  ) {
    super(message);
    this.name = "SessionEndedError";
  }
}
