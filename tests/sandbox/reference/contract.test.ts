/**
 * The sandbox answers every read entry of reference data, settings and logs (system.mcc …,
 * log.api …) as its contract schema says (ADR 031), called the way the probe calls them: with the
 * entry's probe parameters (a detail's id from its list's first record), as admin, agent01 and mer01.
 */
import { describe, expect, it } from "vitest";
import { type AnyEntry, checkAnswer, entriesOf, fillPath, log, system } from "../../../shared/contract/index.ts";
import { body, authed, jwtClaims, type R, signIn } from "../helpers";

const GROUPS = [
  system.dict,
  system.dictBiz,
  system.mcc,
  system.bankInfo,
  system.blacklist,
  system.sensitive,
  system.region,
  system.deptDesign,
  system.commonSetting,
  log.api,
  log.error,
  log.usual,
];
const READS = GROUPS.flatMap((group) => entriesOf(group)).filter((entry) => entry.effect === "read" && entry.access === "token");

type Caller = { token: string; values: Record<string, string> };

async function callerOf(account: string): Promise<Caller> {
  const signed = await signIn(account, account === "admin" ? "admin" : "123456");
  const claims = jwtClaims(signed.access_token);
  const values = { $tenantId: signed.tenant_id, $userId: signed.user_id, $roleId: signed.role_id, $deptId: String(claims.dept_id ?? "") };
  return { token: signed.access_token, values };
}

const fill = (params: Record<string, string> | undefined, values: Record<string, string>) =>
  Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, values[value] ?? value]));

async function data(entry: AnyEntry, caller: Caller, query: Record<string, string>, params?: Record<string, string>): Promise<unknown> {
  const search = new URLSearchParams(entry.pages ? { current: "1", size: "5", ...query } : query).toString();
  const response = await authed(`${fillPath(entry, params)}${search ? `?${search}` : ""}`, caller.token, { method: entry.method });
  const answer = await body<R<unknown>>(response);
  expect(answer.code, `${entry.name}: ${JSON.stringify(answer)}`).toBe(200);
  return answer.data;
}

/** The entry's answer, called with its probe's parameters; null when the probe finds nothing to ask about. */
async function probe(entry: AnyEntry, caller: Caller): Promise<unknown> {
  const given = entry.probe;
  if (given && "skip" in given) return null;
  if (given && "after" in given) {
    const list = given.after();
    const picked = given.pick(await data(list, caller, fill(list.probe && "query" in list.probe ? list.probe.query : undefined, caller.values)));
    if (!picked) return null;
    return data(entry, caller, fill(picked.query, caller.values), picked.params);
  }
  return data(entry, caller, fill(given?.query, caller.values), given && "params" in given ? fill(given.params, caller.values) : undefined);
}

describe("reference data, settings and logs: the sandbox answers its contract", () => {
  for (const account of ["admin", "agent01", "mer01"]) {
    it(`every read entry, as ${account}`, async () => {
      const caller = await callerOf(account);
      const differences: string[] = [];
      let called = 0;
      for (const entry of READS) {
        const answer = await probe(entry, caller);
        if (answer === null) continue;
        called++;
        const checked = checkAnswer(entry, answer);
        if (!checked.ok) differences.push(`${entry.name}: ${checked.difference}`);
      }
      expect(differences).toEqual([]);
      // Every list, and the details of lists that have a first record.
      expect(called).toBeGreaterThanOrEqual(READS.length - 3);
    });
  }
});
