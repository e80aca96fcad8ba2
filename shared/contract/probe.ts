/**
 * The contract probe (ADR 031): signs in to a gateway as spec §7 says, calls every read entry with
 * safe parameters (never a POST, PUT or DELETE other than the sign-in, never an entry that writes
 * or answers a file), checks each answer against its schema and says, per entry: ok, mismatch (the
 * first difference), missing (404), not allowed (403), refused (the gateway's own refusal),
 * failed (no usable answer) or skipped. `npm run contract` prints it for an adopter; the tests walk
 * the sandbox with it for every demo account.
 */
import { md5Hex } from "../md5.ts";
import { checkAnswer } from "./check.ts";
import { type AnyEntry, fillPath } from "./define.ts";
import { ALL_ENTRIES, auth } from "./index.ts";

export type ProbeFetch = (url: string, init: RequestInit) => Promise<Response>;

export type ProbeOptions = {
  /** The gateway's origin (https://gw.example.com). */
  gateway: string;
  fetch: ProbeFetch;
  tenantId: string;
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
  /** The header the token travels in (the console's: Cloud-Auth; a stock BladeX gateway: Blade-Auth). */
  authHeader?: string;
  /** The entries to probe (default: every entry). */
  entries?: readonly AnyEntry[];
  concurrency?: number;
};

export type ProbeResult = "ok" | "mismatch" | "missing" | "not allowed" | "refused" | "failed" | "skipped";

export type ProbeRow = {
  entry: string;
  method: string;
  path: string;
  source: "spec" | "bladex" | "assumed";
  status: number | null;
  result: ProbeResult;
  detail: string;
};

export type ProbeReport = {
  signedIn: boolean;
  signInDetail: string;
  rows: ProbeRow[];
  /** Entries never called: they write or answer a file. */
  notCalled: number;
};

type Operator = { token: string; tenantId: string; userId: string; deptId: string; roleId: string };
type Params = { query?: Record<string, string>; params?: Record<string, string> };
type Outcome = { row: ProbeRow; data: unknown };

const PAGE = { current: "1", size: "5" };

function sourceKind(entry: AnyEntry): ProbeRow["source"] {
  return "spec" in entry.source ? "spec" : "bladex" in entry.source ? "bladex" : "assumed";
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

async function signIn(options: ProbeOptions): Promise<Operator | string> {
  const query = new URLSearchParams({
    tenantId: options.tenantId,
    username: options.username,
    password: md5Hex(options.password),
    grant_type: "password",
    scope: "all",
    type: "account",
  });
  let response: Response;
  try {
    response = await options.fetch(`${options.gateway}${auth.token.path}?${query}`, {
      method: "POST",
      headers: { Authorization: basic(options), "Tenant-Id": options.tenantId, Accept: "application/json" },
    });
  } catch (error) {
    return `the gateway could not be reached (${error instanceof Error ? error.message : String(error)})`;
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body.access_token !== "string" || !body.access_token) {
    const reason = text(body?.error_description ?? body?.msg ?? body?.error) || `HTTP ${response.status}`;
    return `sign-in refused: ${reason}`;
  }
  return {
    token: body.access_token,
    tenantId: text(body.tenant_id) || options.tenantId,
    userId: text(body.user_id),
    deptId: text(body.dept_id).split(",")[0] ?? "",
    roleId: text(body.role_id).split(",")[0] ?? "",
  };
}

function basic(options: ProbeOptions): string {
  return `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`;
}

/** `$tenantId`, `$userId`, `$deptId`, `$roleId` replaced with the signed-in operator's. */
function filled(values: Record<string, string> | undefined, operator: Operator): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    out[key] = value.replace(/^\$(tenantId|userId|deptId|roleId)$/, (_whole, name: keyof Operator) => operator[name]);
  }
  return out;
}

function row(entry: AnyEntry, result: ProbeResult, status: number | null, detail: string): ProbeRow {
  return {
    entry: entry.name,
    method: entry.method,
    path: entry.path,
    source: sourceKind(entry),
    status,
    result,
    detail,
  };
}

async function callOnce(options: ProbeOptions, operator: Operator, entry: AnyEntry, given: Params): Promise<Outcome> {
  let path: string;
  try {
    path = fillPath(entry, given.params);
  } catch (error) {
    return { row: row(entry, "skipped", null, (error as Error).message), data: null };
  }
  const query = new URLSearchParams({ ...(entry.pages ? PAGE : {}), ...filled(given.query, operator) });
  const url = `${options.gateway}${path}${query.size ? `?${query}` : ""}`;
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: "GET",
      headers: {
        Authorization: basic(options),
        "Tenant-Id": operator.tenantId,
        [options.authHeader ?? "Cloud-Auth"]: `bearer ${operator.token}`,
        Accept: "application/json",
      },
    });
  } catch (error) {
    return {
      row: row(entry, "failed", null, `no answer (${error instanceof Error ? error.message : String(error)})`),
      data: null,
    };
  }
  const status = response.status;
  const raw = await response.text().catch(() => "");
  if (status === 404) return { row: row(entry, "missing", status, "HTTP 404"), data: null };
  if (status === 403) return { row: row(entry, "not allowed", status, "HTTP 403"), data: null };
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    return { row: row(entry, "failed", status, `not JSON: ${raw.slice(0, 60).replace(/\s+/g, " ")}`), data: null };
  }
  if (!entry.envelope) {
    const checked = checkAnswer(entry, body);
    return checked.ok
      ? { row: row(entry, "ok", status, ""), data: body }
      : { row: row(entry, "mismatch", status, checked.difference), data: null };
  }
  const envelope = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const code = Number(envelope.error_code ?? envelope.code ?? Number.NaN);
  if (!Number.isFinite(code))
    return { row: row(entry, "mismatch", status, "the answer has no envelope (code, data, msg)"), data: null };
  if (code === 404) return { row: row(entry, "missing", status, text(envelope.msg) || "code 404"), data: null };
  if (code === 403) return { row: row(entry, "not allowed", status, text(envelope.msg) || "code 403"), data: null };
  if (code === 401) return { row: row(entry, "failed", status, `401: ${text(envelope.msg)}`), data: null };
  if (code !== 200) return { row: row(entry, "refused", status, `code ${code}: ${text(envelope.msg)}`), data: null };
  const checked = checkAnswer(entry, envelope.data);
  return checked.ok
    ? { row: row(entry, "ok", status, ""), data: envelope.data }
    : { row: row(entry, "mismatch", status, checked.difference), data: null };
}

/** A record that is not there: id 0, every path parameter 0. */
function notThere(entry: AnyEntry): Params {
  const params = Object.fromEntries([...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, "0"]));
  return { query: { id: "0" }, params };
}

/** Runs `work` over `items`, `limit` at a time, results in order. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** Probes every read entry (the ones another's answer feeds after it). */
export async function runProbe(options: ProbeOptions): Promise<ProbeReport> {
  const entries = options.entries ?? ALL_ENTRIES;
  const reads = entries.filter((entry) => entry.effect === "read" && entry.method === "GET");
  const notCalled = entries.length - reads.length;
  const operator = await signIn(options);
  if (typeof operator === "string") return { signedIn: false, signInDetail: operator, rows: [], notCalled };

  const outcomes = new Map<AnyEntry, Outcome>();
  const first = reads.filter((entry) => !entry.probe || !("after" in entry.probe));
  const later = reads.filter((entry) => entry.probe && "after" in entry.probe);
  const limit = options.concurrency ?? 4;
  const probeOne = async (entry: AnyEntry): Promise<Outcome> => {
    const probe = entry.probe;
    if (probe && "skip" in probe) return { row: row(entry, "skipped", null, probe.skip), data: null };
    if (probe && "after" in probe) {
      const base = outcomes.get(probe.after());
      if (!base || base.row.result !== "ok")
        return { row: row(entry, "skipped", null, `needs an answer of ${probe.after().name}`), data: null };
      const picked = probe.pick(base.data);
      if (picked) return callOnce(options, operator, entry, picked);
      // No record to ask about: ask for one that is not there, and check the "not found" answer.
      // Its "not found" may be empty data or a refusal (申请不存在): either is on the contract.
      const outcome = await callOnce(options, operator, entry, probe.none ?? notThere(entry));
      if (outcome.row.result !== "ok" && outcome.row.result !== "refused") return outcome;
      const said = outcome.row.result === "refused" ? ` (${outcome.row.detail})` : "";
      return {
        ...outcome,
        row: {
          ...outcome.row,
          result: "ok",
          detail: `${probe.after().name} answered no record: asked for one not there${said}`,
        },
      };
    }
    return callOnce(options, operator, entry, probe ?? {});
  };
  for (const group of [first, later]) {
    const done = await pooled(group, limit, probeOne);
    group.forEach((entry, i) => outcomes.set(entry, done[i]!));
  }
  return { signedIn: true, signInDetail: "", rows: reads.map((entry) => outcomes.get(entry)!.row), notCalled };
}

/** The report as the adopter reads it: one line per entry, then the counts. */
export function probeTable(report: ProbeReport): string {
  if (!report.signedIn) return `Sign-in failed: ${report.signInDetail}\n`;
  const header = ["entry", "source", "status", "result"];
  const lines = report.rows.map((r) => [
    r.entry,
    r.source,
    r.status === null ? "-" : String(r.status),
    r.detail ? `${r.result}: ${r.detail}` : r.result,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.slice(0).map((l) => (i < 3 ? l[i]!.length : 0))));
  const format = (cells: string[]) => cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join("  ");
  const counts = new Map<ProbeResult, number>();
  for (const r of report.rows) counts.set(r.result, (counts.get(r.result) ?? 0) + 1);
  const summary = [...counts].map(([result, n]) => `${n} ${result}`).join(", ");
  return [
    format(header),
    ...lines.map(format),
    "",
    `${report.rows.length} read entries: ${summary}; ${report.notCalled} entries that write or answer a file not called.`,
    "",
  ].join("\n");
}

/** Any difference that should fail the probe: a mismatch, or no sign-in. */
export function probeFailed(report: ProbeReport): boolean {
  return !report.signedIn || report.rows.some((r) => r.result === "mismatch");
}
