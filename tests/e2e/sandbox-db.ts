/**
 * The sandbox's D1 database of the running test's worker's own server (./server.ts: its fresh
 * `.wrangler/e2e-state-<port>`), opened with Node's SQLite: what a person reads off a
 * captcha image (the worker tests read it through their D1 binding). One short statement at a time, closed at once.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { test } from "./fixtures";
import { stateDirOf } from "./server";

function sandboxDatabaseFile(): string {
  const dir = path.join(stateDirOf(test.info().parallelIndex), "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
  if (!file) throw new Error(`no sandbox database in ${dir}`);
  return path.join(dir, file);
}

function withDatabase<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(sandboxDatabaseFile(), { timeout: 5_000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The code a captcha image shows. */
export function captchaCodeOf(key: string): string {
  const row = withDatabase((db) => db.prepare("SELECT code FROM sandbox_captcha WHERE captcha_key = ?").get(key)) as
    { code?: string } | undefined;
  if (!row?.code) throw new Error(`no captcha ${key}`);
  return row.code;
}
