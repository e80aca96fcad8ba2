import { createContext } from "react-router";

/** The Worker's bindings and execution context, seeded by workers/app.ts for every request. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

/** The per-request CSP nonce that every inline script must carry. */
export const cspNonceContext = createContext<string>("");
