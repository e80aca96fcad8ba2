/**
 * Each Playwright worker's own console: the built console and sandbox served as `npm start` serves
 * them (scripts/serve.mjs, ADR 013) on a port and a state of the worker's slot, so two workers
 * never share an account's session nor read each other's writes (a list's 共 N 条). The slot is
 * Playwright's parallel index (0 … workers − 1): a worker that restarts after a failure, or for
 * the next project, takes over its slot's server state, as the one server of a single worker did.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

/** The first slot's port (E2E_PORT, 8790); slot i serves on E2E_PORT + i. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8790);

export const portOf = (slot: number) => FIRST_PORT + slot;

/** Where slot's D1 and Durable Object state lives (tests/e2e/sandbox-db.ts reads its database). */
export const stateDirOf = (slot: number) => path.resolve(`.wrangler/e2e-state-${portOf(slot)}`);

/** Before a run: every slot starts from a fresh state (./global-setup.ts puts a seeded database in it). */
export function clearStates(slots: number) {
  for (let slot = 0; slot < slots; slot += 1) rmSync(stateDirOf(slot), { recursive: true, force: true });
}

/** Each slot's D1 folder, where Miniflare looks for the sandbox's database (scripts/served-workers.mjs: `<state>/v3`). */
export const d1DirsOf = (slots: number) =>
  Array.from({ length: slots }, (_, slot) => path.join(stateDirOf(slot), "v3/d1"));

export type Server = { url: string; stop: () => Promise<void> };

/**
 * Starts slot's server and resolves once it has prepared the sandbox's data: serve.mjs says
 * "Console on …" after its first requests found the copied database seeded (or, without one,
 * seeded a fresh state: tens of seconds).
 */
export async function startServer(slot: number): Promise<Server> {
  const port = portOf(slot);
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), CONSOLE_STATE_DIR: stateDirOf(slot) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const ready = new Promise<void>((done) => {
    // Read every line (a full pipe would stall the server); the one that says it is ready resolves.
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith("Console on ")) done();
    });
  });
  const code = await Promise.race([ready.then(() => "ready" as const), exited]);
  if (code !== "ready")
    throw new Error(`the console server on port ${port} stopped before it was ready (exit ${code})`);
  return { url: `http://localhost:${port}`, stop: () => stop(child, exited) };
}

/** SIGTERM lets workerd close its databases rather than be killed mid-write; SIGKILL if it hangs. */
async function stop(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
