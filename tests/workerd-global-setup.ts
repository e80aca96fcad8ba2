/**
 * vitest's global setup for the projects that run in workerd (sandbox, worker, fuzz): the kept
 * sandbox databases their test files start from (./seeded-sandbox.ts, copied in by
 * ./seeded-sandbox-pool.ts), the base data and the base plus money data, made once.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT } from "../scripts/served-workers.mjs";
import { keptDatabases, keptKey } from "./seeded-sandbox-pool.ts";
import { seededDatabase } from "./seeded-sandbox.ts";

declare module "vitest" {
  interface ProvidedContext {
    /**
     * The project's sandbox database id and settings; `fromSource`: the project runs the
     * sandbox's source, not its build.
     */
    seededSandbox: { databaseId: string; bindings: Record<string, string>; fromSource?: boolean };
  }
}

export default async function setup(project: TestProject) {
  // Every workerd project of the run starts making its databases now, side by side (two cores):
  // vitest runs the projects' global setups one after another.
  const mine = prepare(project);
  for (const other of project.vitest.projects) if (other !== project) void prepare(other).catch(() => {});
  await mine;
}

const PREPARED = Symbol.for("payment-console.seeded-sandbox.prepared");
const prepared = globalThis as typeof globalThis & { [PREPARED]?: Map<string, Promise<void>> };

/** Makes the project's kept databases (once per process and project) and lists them for the pool. */
function prepare(project: TestProject): Promise<void> {
  const runs = (prepared[PREPARED] ??= new Map());
  let run = runs.get(project.name);
  if (!run) {
    run = keep(project);
    runs.set(project.name, run);
  }
  return run;
}

async function keep(project: TestProject) {
  const wanted = project.getProvidedContext().seededSandbox;
  if (!wanted) return;
  const { fromSource, ...settings } = wanted;
  const stale = staleBuild(fromSource);
  if (stale) {
    console.log(`[${project.name}] each test file seeds its own sandbox database: ${stale}`);
    return;
  }
  await Promise.all(
    [false, true].map(async (money) =>
      keptDatabases().set(keptKey(project.name, money), await seededDatabase({ ...settings, money })),
    ),
  );
}

/**
 * Why the build cannot stand in for the sandbox's code, if it cannot: the worker and fuzz
 * projects run the build itself; the sandbox project runs the source, so its files must be
 * no newer than the build (`npm test` builds first).
 */
function staleBuild(fromSource: boolean | undefined): string | undefined {
  const built = join(ROOT, "build/sandbox/index.js");
  if (!existsSync(built)) return "no build (npm run build)";
  if (!fromSource) return undefined;
  const builtAt = statSync(built).mtimeMs;
  for (const dir of ["workers/sandbox", "shared"]) {
    for (const file of readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })) {
      if (statSync(join(ROOT, dir, file)).mtimeMs > builtAt) return `${dir}/${file} is newer than the build`;
    }
  }
  return undefined;
}
