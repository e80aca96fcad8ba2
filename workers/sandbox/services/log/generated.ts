/**
 * Tenant 000004's 接口日志 (seed_v6_export): a million rows generated on demand, never stored in
 * D1, for the export tests and the bench. Row i (0 = the newest) is a pure function of i. There
 * are 10,000 rows a day over the 100 days ending 2026-10-31 (GMT+8): row i lies in the i-th
 * 8.64 s slot back from 2026-11-01 00:00, so create_time falls strictly as i rises (the D1 path's
 * `create_time DESC, id DESC`) and day d back is exactly rows d × 10,000 … d × 10,000 + 9,999.
 *
 * The list and detail are index arithmetic, O(size) and never O(total): startTime/endTime (parsed
 * as the D1 path does) give a range of indices. The fields the D1 path filters on (serviceId,
 * method, requestUri, title, type, remoteIp, createBy) depend on i mod PERIOD only, so its filters
 * keep a set of residues and the total and pages stay exact: every filter is honoured. `size` is
 * capped at 5,000 (as MyBatis-Plus's maxLimit cuts a page; the IPage says 5,000).
 *
 * For speed a record is written as UTF-8 JSON straight away (byte-writer.ts), in the D1 api VO's
 * shape (routes.ts KINDS.api.vo: the same keys in the same order, every value a string; the tests
 * compare the two): the runs fixed by the residue are encoded once, so a row costs a few copies.
 * Asked for some fields only (`fields`, the contract's Paging: an export's columns), a record holds
 * those, in the same order.
 */
import { envelope, formatDate, ok, page, rawJson } from "../../core/http";
import { askedFields, paging } from "../../core/request";
import { EXPORT_SEED } from "../user/seed-export";
import { ByteWriter, utf8 } from "./byte-writer";
import { ENDPOINTS, type Endpoint, REMOTE_IPS, USERS } from "./generated-calls";
import { AGENTS, SERVERS } from "./pods-and-browsers";

export const GENERATED_LOG = {
  tenant: EXPORT_SEED.tenant,
  total: 1_000_000,
  perDay: 10_000,
  /** 2026-11-01 00:00:00 GMT+8: the end of the newest day, 2026-10-31. */
  end: Date.UTC(2026, 9, 31, 16, 0, 0),
  maxSize: 5_000,
} as const;

const DAY = 86_400_000;
/** 8,640 ms: each row's slot. */
const STEP = DAY / GENERATED_LOG.perDay;
/** MyBatis-Plus IdWorker's epoch: ids are snowflakes of the row's create_time, as BladeX's are. */
const ID_EPOCH = 1_288_834_974_657;

/** A 32-bit hash of (i, salt), the source of every varied value (lowbias32). */
function hash(i: number, salt: number): number {
  let x = (i + Math.imul(salt, 0x9e3779b9)) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** What a row's residue i mod PERIOD decides: everything the list filters on, and each fixed field's value. */
interface Profile {
  endpoint: Endpoint;
  serviceId: string;
  method: string;
  requestUri: string;
  title: string;
  type: string;
  remoteIp: string;
  createBy: string;
  /** The fixed fields' values but the user agent (one of AGENTS, chosen by the row's hash). */
  fixed: Record<string, string>;
}

/** Each endpoint `weight` times, shuffled (Fisher–Yates on the hash), with a user and an IP each. */
const PROFILES: Profile[] = (() => {
  const slots = ENDPOINTS.flatMap((e) => Array.from({ length: e.weight }, () => e));
  for (let r = slots.length - 1; r > 0; r--) {
    const k = hash(r, 1) % (r + 1);
    [slots[r], slots[k]] = [slots[k]!, slots[r]!];
  }
  return slots.map((e, r) => {
    const { serviceId, requestUri, method, methodClass, methodName, title } = e;
    const remoteIp = REMOTE_IPS[hash(r, 2) % REMOTE_IPS.length]!;
    const createBy = USERS[hash(r, 3) % USERS.length]!;
    const [serverIp, serverHost] = SERVERS[serviceId]!;
    const tenantId = GENERATED_LOG.tenant;
    return {
      endpoint: e,
      serviceId,
      method,
      requestUri,
      title,
      type: "1",
      remoteIp,
      createBy,
      fixed: {
        tenantId,
        serviceId,
        serverIp,
        serverHost,
        env: "prod",
        remoteIp,
        requestUri,
        method,
        methodClass,
        methodName,
        createBy,
        type: "1",
        title,
      },
    };
  });
})();
const PERIOD = PROFILES.length;

/** The D1 path's filters (routes.ts): `=` or LIKE %v% (ASCII case folded, wildcards literal), blank values ignored. */
const FILTERS: [param: string, field: Exclude<keyof Profile, "endpoint" | "fixed">, like: boolean][] = [
  ["serviceId", "serviceId", false],
  ["requestUri", "requestUri", true],
  ["remoteIp", "remoteIp", false],
  ["method", "method", false],
  ["createBy", "createBy", false],
  ["title", "title", true],
  ["type", "type", false],
];

const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The residues i mod PERIOD the request's filters keep, ascending. */
function keptResidues(q: URLSearchParams): number[] {
  const tests = FILTERS.flatMap(([param, field, like]) => {
    const v = (q.get(param) ?? "").trim();
    if (!v) return [];
    return [(p: Profile) => (like ? fold(p[field]).includes(fold(v)) : p[field] === v)];
  });
  return PROFILES.flatMap((p, r) => (tests.every((t) => t(p)) ? [r] : []));
}

/** Row i's create_time: a point of its slot, [end − (i + 1) × STEP, end − i × STEP). */
const createTime = (i: number) => GENERATED_LOG.end - (i + 1) * STEP + (hash(i, 4) % STEP);

/** The slot holding time t (may lie outside 0 … total − 1). */
const slotOf = (t: number) => Math.ceil((GENERATED_LOG.end - t) / STEP) - 1;

/** The first index whose create_time is at most t (integer ms), clamped to 0 … total. */
function firstAtMost(t: number): number {
  const k = slotOf(t);
  return Math.min(Math.max(createTime(k) <= t ? k : k + 1, 0), GENERATED_LOG.total);
}

/** The indices lo … hi − 1 whose create_time lies in [start, end] (either bound may be absent). */
function indexRange(start: number | null, end: number | null): [number, number] {
  const lo = end === null ? 0 : firstAtMost(end);
  const hi = start === null ? GENERATED_LOG.total : firstAtMost(start - 1);
  return [lo, Math.max(lo, hi)];
}

/** A snowflake: 41 bits of ms since ID_EPOCH, datacenter 1, a worker and a sequence (IdWorker's layout). */
function snowflake(time: number, n: number): string {
  return String((BigInt(time - ID_EPOCH) << 22n) | BigInt((1 << 17) | ((n % 32) << 12) | ((n >>> 5) & 0xfff)));
}

/** `yyyy-MM-dd` of each day back from the newest (day d holds rows d × perDay …). */
const DAYS = Array.from({ length: GENERATED_LOG.total / GENERATED_LOG.perDay }, (_, d) =>
  formatDate(GENERATED_LOG.end - (d + 1) * DAY).slice(0, 10),
);
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, "0"));

/** formatDate(createTime(i)), from the day's text and the seconds into it. */
function createTimeText(i: number, time: number): string {
  const d = Math.floor(i / GENERATED_LOG.perDay);
  const s = Math.floor((time - (GENERATED_LOG.end - (d + 1) * DAY)) / 1000);
  return `${DAYS[d]} ${TWO_DIGITS[Math.floor(s / 3600)]}:${TWO_DIGITS[Math.floor(s / 60) % 60]}:${TWO_DIGITS[s % 60]}`;
}

/** The fields that vary row by row (the rest are fixed by the residue and the user agent). */
type Varying = "id" | "params" | "time" | "createTime";

/** The D1 path's api VO's keys, in its order (routes.ts KINDS.api.vo). */
const VO_KEYS = [
  "id",
  "tenantId",
  "serviceId",
  "serverIp",
  "serverHost",
  "env",
  "remoteIp",
  "userAgent",
  "requestUri",
  "method",
  "methodClass",
  "methodName",
  "params",
  "time",
  "createBy",
  "createTime",
  "type",
  "title",
] as const;
const VARYING: readonly string[] = ["id", "params", "time", "createTime"] satisfies Varying[];

/**
 * How a record of the asked fields is written: its varying fields in order, and for each residue and
 * user agent the fixed runs of JSON around them (`runs[r][agent]`: one more run than varying fields),
 * encoded once, so a row costs a few copies.
 */
interface RecordPlan {
  varying: Varying[];
  runs: Uint8Array[][][];
}

/** A record's plan for the asked fields (all of them when `fields` is null), kept per field list. */
const PLANS = new Map<string, RecordPlan>();
function recordPlan(fields: ReadonlySet<string> | null): RecordPlan {
  const keys = VO_KEYS.filter((key) => fields === null || fields.has(key));
  const planKey = keys.join(",");
  let plan = PLANS.get(planKey);
  if (plan) return plan;
  const varying = keys.filter((key): key is Varying => VARYING.includes(key));
  const runs = PROFILES.map((p) =>
    AGENTS.map((userAgent) => {
      const values: Record<string, string> = { ...p.fixed, userAgent };
      // The record's JSON with a mark (NUL, never in a value) for each varying value, cut at the marks.
      const json = `{${keys.map((key) => `${JSON.stringify(key)}:${VARYING.includes(key) ? "\u0000" : JSON.stringify(values[key])}`).join(",")}}`;
      return json.split("\u0000").map(utf8);
    }),
  );
  plan = { varying, runs };
  PLANS.set(planKey, plan);
  return plan;
}

/**
 * Row i as the D1 path's api VO serialises it (the asked fields of it): the runs fixed by its
 * residue and user agent, and between them its id, params, time and create time, each as a JSON string.
 */
function writeRecord(w: ByteWriter, i: number, plan: RecordPlan): void {
  const n = hash(i, 5);
  const time = createTime(i);
  const runs = plan.runs[i % PERIOD]![n % AGENTS.length]!;
  w.run(runs[0]!);
  for (let k = 0; k < plan.varying.length; k++) {
    const field = plan.varying[k]!;
    if (field === "params") w.string(PROFILES[i % PERIOD]!.endpoint.params(n));
    else if (field === "id") w.text(`"${snowflake(time, n)}"`);
    else if (field === "time") w.text(`"${8 + (n % 240) + (n % 9 === 0 ? (n >>> 8) % 3000 : 0)}"`);
    else w.text(`"${createTimeText(i, time)}"`);
    w.run(runs[k + 1]!);
  }
}

/** A record is about 600 bytes: room for a page without growing (the writer grows if need be). */
const RECORD_BYTES = 768;

/** GET …/api/list of the generated tenant: the IPage of the rows `current`/`size` (≤ 5,000), the range and filters ask for. */
export function generatedList(url: URL, start: number | null, end: number | null): Response {
  const { current } = paging(url);
  const plan = recordPlan(askedFields(url));
  const size = Math.min(paging(url).size, GENERATED_LOG.maxSize);
  const kept = keptResidues(url.searchParams);
  const below = (x: number) => Math.floor(x / PERIOD) * kept.length + kept.filter((r) => r < x % PERIOD).length;
  const [lo, hi] = indexRange(start, end);
  const [first, last] = [below(lo), below(hi)];
  const from = first + (current - 1) * size;
  const count = Math.max(0, Math.min(size, last - from));
  const [before, after] = JSON.stringify(envelope(200, page([], last - first, current, size), "操作成功")).split(
    '"records":[]',
  ) as [string, string];
  const w = new ByteWriter(1024 + count * RECORD_BYTES).text(`${before}"records":[`);
  for (let j = 0; j < count; j++) {
    const k = from + j; // the k-th kept row: its residue is kept[k % kept.length]
    if (j > 0) w.text(",");
    writeRecord(w, Math.floor(k / kept.length) * PERIOD + kept[k % kept.length]!, plan);
  }
  return rawJson(w.text(`]${after}`).bytes());
}

/** GET …/api/detail?id= of the generated tenant: the row whose id it is (its create_time is in the snowflake). */
export function generatedDetail(id: string): Response {
  const i = /^\d{1,19}$/.test(id) ? slotOf(Number(BigInt(id) >> 22n) + ID_EPOCH) : -1;
  if (i < 0 || i >= GENERATED_LOG.total) return ok(null);
  const w = new ByteWriter(RECORD_BYTES);
  writeRecord(w, i, recordPlan(null));
  const record = JSON.parse(new TextDecoder().decode(w.bytes())) as { id: string };
  return ok(record.id === id ? record : null);
}
