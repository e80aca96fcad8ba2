/**
 * Tells the console's other browser tabs that the session changed (locked, signed out), so they follow at once without a reload. The server stays the authority: a tab that
 * hears nothing still gets /lock or /login on its next request.
 */
const CHANNEL = "console-session";

export type SessionEvent = "lock" | "logout";

export function announce(event: SessionEvent) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(event);
  channel.close();
}

export function listen(handler: (event: SessionEvent) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message) => handler(message.data as SessionEvent);
  return () => channel.close();
}
