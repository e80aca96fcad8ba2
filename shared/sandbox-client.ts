/**
 * What the console and the sandbox Worker both need to know, shared here so neither imports
 * the other (DESIGN.md: they reach each other only over HTTP): the OAuth client the console
 * uses against the embedded sandbox. Pure values only.
 */

/** The OAuth client the console uses against the sandbox (`blade_client.client_id`). */
export const SANDBOX_CLIENT_ID = "frontend";
/** Its secret. Sandbox-only; a real gateway's secret is a Worker secret, never in code. */
export const SANDBOX_CLIENT_SECRET = "sandbox-frontend-secret";
