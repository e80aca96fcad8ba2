/**
 * vitest's global setup for the projects that run in workerd (sandbox, worker, fuzz): every test
 * file starts from a seeded database without seeding it again (./seeded-sandbox.ts).
 *
 * vitest gives each test file a new Miniflare, and Miniflare keeps its D1 databases in a new
 * temporary folder (`<tmp>/miniflare-<random>/d1`, removed when the file is done) that no option
 * of @cloudflare/vitest-plugin can point elsewhere. So, once the kept database is made, each
 * such folder gets a copy of it as Miniflare creates the folder, before workerd opens any
 * database. Should Miniflare ever lay its folders out otherwise, nothing is copied and each file
 * seeds its database on its first request, as before: slower, never wrong.
 */
import fsp from "node:fs/promises";
import { existsSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT } from "../scripts/served-workers.mjs";
import { copySeededDatabase, type SeededDatabase, seededDatabase } from "./seeded-sandbox";

declare module "vitest" {
  interface ProvidedContext {
    /** The database the project's sandbox starts from; `fromSource`: the project runs the sandbox's source, not its build. */
    seededSandbox: SeededDatabase & { fromSource?: boolean };
  }
}

/** What this process copies into each new Miniflare's D1 folder: one kept database per project kind. */
const COPIES = Symbol.for("payment-console.seeded-sandbox.copies");
type Copies = { kept: Set<string> };
const registry = globalThis as typeof globalThis & { [COPIES]?: Copies };

export default async function setup(project: TestProject) {
  // Every workerd project of the run starts making its database now, side by side (two cores):
  // vitest runs the projects' global setups one after another.
  const mine = prepare(project);
  for (const other of project.vitest.projects) if (other !== project) void prepare(other).catch(() => {});
  const kept = await mine;
  if (kept) copyIntoNewMiniflares(kept);
}

const PREPARED = Symbol.for("payment-console.seeded-sandbox.prepared");
const prepared = globalThis as typeof globalThis & { [PREPARED]?: Map<string, Promise<string | undefined>> };

/** The project's kept database (made once per process and kind), or none when the build cannot make it. */
function prepare(project: TestProject): Promise<string | undefined> {
  const wanted = project.getProvidedContext().seededSandbox;
  if (!wanted) return Promise.resolve(undefined);
  const { fromSource, ...database } = wanted;
  const runs = (prepared[PREPARED] ??= new Map());
  const key = JSON.stringify(wanted);
  let run = runs.get(key);
  if (!run) {
    const stale = staleBuild(fromSource);
    if (stale) console.log(`[${project.name}] each test file seeds its own sandbox database: ${stale}`);
    run = stale ? Promise.resolve(undefined) : seededDatabase(database);
    runs.set(key, run);
  }
  return run;
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

function copyIntoNewMiniflares(kept: string) {
  if (registry[COPIES]) {
    registry[COPIES].kept.add(kept);
    return;
  }
  const copies: Copies = { kept: new Set([kept]) };
  registry[COPIES] = copies;
  const d1Folder = new RegExp(`^${tmpdir().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/miniflare-[0-9a-f]+/d1$`);
  const mkdir = fsp.mkdir;
  // Miniflare creates `<tmp>/miniflare-<random>/d1` with fs/promises' mkdir while it starts, before
  // workerd runs: the copy is in place before any request can open the database.
  fsp.mkdir = async function mkdirThenCopy(path: Parameters<typeof mkdir>[0], options?: Parameters<typeof mkdir>[1]) {
    const made = await mkdir(path, options);
    if (typeof path === "string" && d1Folder.test(path)) for (const one of copies.kept) copySeededDatabase(one, path);
    return made;
  } as typeof mkdir;
}
