/**
 * Each workerd test file's sandbox database starts as a copy of a kept one (./seeded-sandbox.ts,
 * made by ./workerd-global-setup.ts) instead of seeding itself on its first request.
 *
 * vitest gives each test file a new Miniflare, which keeps its D1 databases in a new temporary
 * folder (`<tmp>/miniflare-<random>/d1`, removed with it) that no option of
 * @cloudflare/vitest-plugin can point elsewhere. So this plugin wraps the plugin's pool: while a
 * pool worker starts, the folder Miniflare creates is noted (fs/promises' mkdir, in the worker's
 * async context); when the worker is told which file to run, the kept database that file would
 * reach is copied into the folder, before the file's code runs and before workerd opens any
 * database:
 * - a file that asks for the money data first (`warmMoney` in its first hook) gets the base data
 *   and the money data, as its first hook would have made it;
 * - any other file the base data only, as its first request would have made it (the money seeds
 *   stay lazy there, as the seed tests check).
 * Should the pool or Miniflare ever work otherwise, nothing is copied and each file seeds its
 * database on its first request, as before: slower, never wrong.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";
import fsp from "node:fs/promises";
import { tmpdir } from "node:os";
import type { Plugin } from "vite";
import { copySeededDatabase } from "./seeded-sandbox.ts";

/** The kept databases of this run (./workerd-global-setup.ts), by the key `keptKey` gives. */
const KEPT = Symbol.for("payment-console.seeded-sandbox.kept");
type Kept = Map<string, string>;
export const keptDatabases = (): Kept => ((globalThis as { [KEPT]?: Kept })[KEPT] ??= new Map());
export const keptKey = (project: string, money: boolean) => `${project}:${money ? "money" : "base"}`;

/** The pool worker being started, in its async context: Miniflare's mkdir of its D1 folder finds it here. */
type Starting = { d1Folder?: string };
const starting = new AsyncLocalStorage<Starting>();
const D1_FOLDER = new RegExp(`^${tmpdir().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/miniflare-[0-9a-f]+/d1$`);

const PATCHED = Symbol.for("payment-console.seeded-sandbox.mkdir");
function noteD1Folders() {
  const mkdir = fsp.mkdir as typeof fsp.mkdir & { [PATCHED]?: true };
  if (mkdir[PATCHED]) return;
  const noting = async function (path: Parameters<typeof mkdir>[0], options?: Parameters<typeof mkdir>[1]) {
    const made = await mkdir(path, options);
    const worker = starting.getStore();
    if (worker && typeof path === "string" && D1_FOLDER.test(path)) worker.d1Folder = path;
    return made;
  } as typeof mkdir & { [PATCHED]?: true };
  noting[PATCHED] = true;
  fsp.mkdir = noting;
}

/** Whether the file asks for the money data in its first hook (tests/*\/warm-money.ts). */
const asksForMoney = (file: string) => /\bwarmMoney\b/.test(readFileSync(file, "utf8"));

type PoolWorker = { start(...args: unknown[]): Promise<void>; send(message: unknown): void };
type PoolRunner = { name: string; createPoolWorker(options: unknown): PoolWorker };
type RunMessage = { type?: string; context?: { files?: (string | { filepath: string })[] } };

/** For a workerd project, after `cloudflareTest(…)` in its plugins. */
export function seededSandboxPool(): Plugin {
  return {
    name: "seeded-sandbox-pool",
    configureVitest({ project }) {
      const config = project.config as unknown as { poolRunner?: PoolRunner };
      const inner = config.poolRunner;
      if (!inner) return;
      noteD1Folders();
      config.poolRunner = {
        name: inner.name,
        createPoolWorker(options) {
          const worker = inner.createPoolWorker(options);
          const state: Starting = {};
          const start = worker.start.bind(worker);
          const send = worker.send.bind(worker);
          worker.start = (...args) => starting.run(state, () => start(...args));
          worker.send = (message) => {
            const { type, context } = message as RunMessage;
            const files = (context?.files ?? []).map((f) => (typeof f === "string" ? f : f.filepath));
            if ((type === "run" || type === "collect") && state.d1Folder && files.length === 1) {
              const kept = keptDatabases().get(keptKey(project.name, asksForMoney(files[0]!)));
              try {
                if (kept) copySeededDatabase(kept, state.d1Folder);
              } catch (error) {
                // No copy (the kept one removed meanwhile?): the file seeds its own, as before.
                console.warn(`${files[0]}: no seeded copy (${error instanceof Error ? error.message : error})`);
              }
            }
            send(message);
          };
          return worker;
        },
      };
    },
  };
}
