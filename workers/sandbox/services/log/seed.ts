/** seed_v3_reference's logs: the cloud-log tables (api, error, usual), deterministic, newest first per tenant. */
import { seedId } from "../../core/ids";
import type { Row, SeedData } from "../../core/seed";
import { API_ENTRIES } from "./api-entries";
import { ERROR_ENTRIES, SPRING_TAIL } from "./error-entries";
import { AGENTS, SERVERS } from "./pods-and-browsers";
import { USUAL_ENTRIES } from "./usual-entries";

/** Seed kinds (reference range 50–59). */
export const LOG_KIND = { api: 55, error: 56, usual: 57 } as const;

/** The newest seeded log is at 2026-01-05 09:00:00 (GMT+8); older ones step back. */
export const LOG_BASE = Date.UTC(2026, 0, 5, 1, 0, 0);

/** Where the calls come from and who made them (in turn). */
const REMOTE_IPS = ["116.228.45.12", "183.62.9.201", "58.246.77.30", "101.88.140.6", "223.104.3.118"];
const USERS = ["admin", "operator", "qa1", "admin", "qa2"];

const at = (i: number, step: number): number => LOG_BASE - i * step * 60_000 - (i % 7) * 61_000;

function common(tenantId: string, i: number, serviceId: string, method: string, uri: string): Row {
  const [serverIp, serverHost] = SERVERS[serviceId]!;
  return {
    tenant_id: tenantId,
    service_id: serviceId,
    server_ip: serverIp,
    server_host: serverHost,
    env: "prod",
    remote_ip: REMOTE_IPS[i % REMOTE_IPS.length]!,
    user_agent: AGENTS[i % AGENTS.length]!,
    request_uri: uri,
    method,
  };
}

export interface LogSeed {
  api: Row[];
  error: Row[];
  usual: Row[];
}

/**
 * A kind's logs: `count1` of 000001 (made by its users in turn), then `count2` of 000002 (made by
 * its admin), their serials running on from 1 across both; `row` is the i-th of a tenant's.
 */
function perTenant(
  kind: number,
  [count1, count2]: readonly number[],
  row: (tenantId: string, i: number, account: string | null) => Row,
): Row[] {
  const rows: Row[] = [];
  let n = 0;
  for (const [tenantId, count, account] of [
    ["000001", count1!, null],
    ["000002", count2!, "admin"],
  ] as const) {
    for (let i = 0; i < count; i++) rows.push({ id: seedId(kind, ++n), ...row(tenantId, i, account) });
  }
  return rows;
}

/** `count1` rows for 000001 (serial 1…) and `count2` for 000002 (after them), per kind. */
export function logSeed(counts = { api: [64, 4], error: [32, 3], usual: [32, 3] }): LogSeed {
  const api = perTenant(LOG_KIND.api, counts.api, (tenantId, i, account) => {
    const [serviceId, method, uri, title, methodClass, methodName, params] = API_ENTRIES[(i * 5) % API_ENTRIES.length]!;
    return {
      ...common(tenantId, i, serviceId, method, uri),
      type: "1",
      title,
      method_class: methodClass,
      method_name: methodName,
      params,
      time: String(18 + ((i * 97) % 860)),
      create_by: account ?? USERS[i % USERS.length]!,
      create_time: at(i, 53),
    };
  });
  const error = perTenant(LOG_KIND.error, counts.error, (tenantId, i, account) => {
    const [
      serviceId,
      method,
      uri,
      methodClass,
      methodName,
      params,
      exceptionName,
      message,
      fileName,
      lineNumber,
      frames,
    ] = ERROR_ENTRIES[(i * 3) % ERROR_ENTRIES.length]!;
    const stack = [`${exceptionName}: ${message}`, ...[...frames, ...SPRING_TAIL].map((f) => `\tat ${f}`)].join("\n");
    return {
      ...common(tenantId, i + 2, serviceId, method, uri),
      method_class: methodClass,
      method_name: methodName,
      params,
      time: String(40 + ((i * 131) % 3000)),
      stack_trace: stack,
      exception_name: exceptionName,
      message,
      file_name: fileName,
      line_number: lineNumber,
      create_by: account ?? USERS[(i + 1) % USERS.length]!,
      create_time: at(i, 97),
    };
  });
  const usual = perTenant(LOG_KIND.usual, counts.usual, (tenantId, i, account) => {
    const [serviceId, logLevel, logId, logData, uri, methodClass, methodName] =
      USUAL_ENTRIES[(i * 4) % USUAL_ENTRIES.length]!;
    const job = uri === "";
    return {
      ...common(tenantId, i + 1, serviceId, job ? "" : "POST", uri),
      ...(job ? { remote_ip: "", user_agent: "" } : {}),
      log_level: logLevel,
      log_id: logId,
      log_data: logData,
      method_class: methodClass,
      method_name: methodName,
      params: job ? "" : `traceId=${(0x5f3a91c2 + i * 7919).toString(16)}`,
      time: String(5 + ((i * 61) % 400)),
      create_by: job ? "system" : (account ?? USERS[(i + 2) % USERS.length]!),
      create_time: at(i, 89),
    };
  });
  return { api, error, usual };
}

/** seed_v3_reference: api 64 + 4, error 32 + 3, usual 32 + 3 (000001 + 000002). */
export function logsSeed(): SeedData {
  const logs = logSeed();
  return {
    rows: [
      ["blade_log_api", logs.api],
      ["blade_log_error", logs.error],
      ["blade_log_usual", logs.usual],
    ],
  };
}
