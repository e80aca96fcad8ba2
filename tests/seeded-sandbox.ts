/**
 * A seeded sandbox database, made once and copied wherever the tests need a fresh one.
 *
 * A fresh database migrates and seeds on its first request (ADR 018): the base data in seconds,
 * the money data (200,000 orders and their ledger) in a minute or more on the 2-core machine.
 * Every workerd test file starts a fresh database (vitest isolates files), and so does each
 * Playwright worker's server, so `npm test` spent most of its time seeding the same rows again.
 * Here the built sandbox is asked once, as `npm start` asks it, and its database file is kept;
 * each fresh database is then a copy of it (a fraction of a second), so the tests still start
 * from the same fresh state, and no test ever writes to the kept file.
 *
 * A kept database is made by the built sandbox (build/sandbox) and is used while that build, the
 * pinned day (SANDBOX_TODAY) and the Beijing day are the same, for an hour at most: the seeds
 * date their orders up to the moment they run, as a fresh database's first request would (a
 * test file or a server started an hour later would have seeded at its own start).
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { auth, order } from "../shared/contract/index.ts";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { moduleFilesOf, readBuild, ROOT } from "../scripts/served-workers.mjs";

/** Where kept databases live (.wrangler is outside git). */
const KEPT_DIR = join(ROOT, ".wrangler/seeded-sandbox");
/** A kept database is used for an hour after it was made, and removed after six (a run may still copy it). */
const USE_FOR_MS = 60 * 60_000;
const REMOVE_AFTER_MS = 6 * 60 * 60_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
/** Miniflare's folder of D1 databases, one SQLite file each (named after the database id). */
export const D1_OBJECT_FOLDER = "miniflare-D1DatabaseObject";

export type SeededDatabase = {
  /** The D1 database id the sandbox binds as DB: the file's name follows from it. */
  databaseId: string;
  /** With the money seeds too (what a first request to a money service adds), or the base data only. */
  money: boolean;
  /** The sandbox's own settings beyond its build's (SANDBOX_TODAY). */
  bindings?: Record<string, string>;
};

/** The built sandbox's code, each file's content: a new build is a new database. */
function buildDigest(): string {
  const dir = join(ROOT, "build/sandbox");
  const hash = createHash("sha256");
  for (const file of moduleFilesOf(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest("hex");
}

function keyOf(database: SeededDatabase): string {
  const today = new Date(Date.now() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
  const what = JSON.stringify({ ...database, bindings: database.bindings ?? {}, today, build: buildDigest() });
  return createHash("sha256").update(what).digest("hex").slice(0, 24);
}

const madeWithin = (path: string, ms: number) => existsSync(path) && Date.now() - statSync(path).mtimeMs < ms;
const fresh = (path: string) => madeWithin(path, USE_FOR_MS);

/** Old kept databases (of other builds and days too) go: each is tens or hundreds of MB. */
function removeStale() {
  if (!existsSync(KEPT_DIR)) return;
  for (const entry of readdirSync(KEPT_DIR)) {
    const path = join(KEPT_DIR, entry);
    if (!madeWithin(path, REMOVE_AFTER_MS)) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The kept database for `database` (made now if there is none fresh): a folder holding the one
 * SQLite file Miniflare keeps the database in. Needs a build (`npm run build`).
 */
export function seededDatabase(database: SeededDatabase): Promise<string> {
  // One making per database and process (vitest's projects may each ask for the same one).
  const making = ((globalThis as { [MAKING]?: Map<string, Promise<string>> })[MAKING] ??= new Map());
  const key = keyOf(database);
  let made = making.get(key);
  if (!made) {
    made = make(database, key);
    making.set(key, made);
    made.catch(() => making.delete(key));
  }
  return made;
}

const MAKING = Symbol.for("payment-console.seeded-sandbox.making");

async function make(database: SeededDatabase, key: string): Promise<string> {
  removeStale();
  const kept = join(KEPT_DIR, key);
  if (fresh(kept)) return kept;
  const work = `${kept}.making-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  await seed(database, work);
  const made = join(work, "d1", D1_OBJECT_FOLDER);
  const file = readdirSync(made).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`The sandbox made no database in ${made}`);
  // Folds the write-ahead log into the file, so the one file is the whole database.
  const db = new DatabaseSync(join(made, file));
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.close();
  const staged = `${kept}.staged-${process.pid}`;
  mkdirSync(staged, { recursive: true });
  renameSync(join(made, file), join(staged, file));
  rmSync(work, { recursive: true, force: true });
  // Another process may have kept one meanwhile: either is as good.
  if (fresh(kept)) rmSync(staged, { recursive: true, force: true });
  else {
    rmSync(kept, { recursive: true, force: true });
    renameSync(staged, kept);
  }
  return kept;
}

/** The built sandbox alone, its state in `stateDir`, asked what `npm start` asks before it serves. */
async function seed({ databaseId, money, bindings = {} }: SeededDatabase, stateDir: string) {
  const { sandbox } = readBuild(ROOT);
  const modulesRoot = join(ROOT, "build/sandbox");
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      resourcePersistencePath: stateDir,
      log: new Log(LogLevel.WARN),
      workers: [
        {
          name: sandbox.name,
          compatibilityDate: sandbox.compatibility_date,
          compatibilityFlags: sandbox.compatibility_flags,
          modulesRoot,
          modules: moduleFilesOf(modulesRoot).map((f) => ({ type: "ESModule" as const, path: join(modulesRoot, f) })),
          bindings: { ...sandbox.vars, ...bindings },
          d1Databases: { DB: databaseId },
        },
      ],
    }),
  );
  try {
    // The base data, then the money services' (seeded on their first request, ADR 018).
    for (const path of money ? [auth.captcha.path, order.trade.totals.path] : [auth.captcha.path]) {
      const response = await mf.dispatchFetch(`https://sandbox.internal${path}`);
      await response.arrayBuffer();
      if (response.status >= 500) throw new Error(`The sandbox answered ${response.status} to ${path} while seeding`);
    }
  } finally {
    await mf.dispose();
  }
}

/** Puts a copy of the kept database `kept` into Miniflare's D1 folder `d1Dir` (`<state>/d1`). */
export function copySeededDatabase(kept: string, d1Dir: string) {
  const target = join(d1Dir, D1_OBJECT_FOLDER);
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(kept)) {
    if (existsSync(join(target, file))) continue;
    // Copied under another name, then renamed: a copy cut short is never taken for a database.
    const part = join(target, `${file}.part`);
    copyFileSync(join(kept, file), part);
    renameSync(part, join(target, file));
  }
}
