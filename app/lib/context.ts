import { createContext } from "react-router";

/** The Worker's bindings and execution context, seeded by workers/app.ts for every request. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

/** The per-request CSP nonce that every inline script must carry. */
export const cspNonceContext = createContext<string>("");

/**
 * The origins the signed-in operator's pages may frame (their menu's pages elsewhere and the
 * FRAME_SOURCES allowlist), set by the console layout's loader; workers/app.ts puts them in the
 * CSP's frame-src. Empty (only 'self') on pages outside the console.
 */
export const frameSourcesContext = createContext<readonly string[]>([]);
