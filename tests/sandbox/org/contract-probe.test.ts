/**
 * The organisation's, users' and messages' read entries (ADR 031), called as the probe calls them
 * (the paged ones with current=1&size=5, the rest with their probe parameters) as the platform's
 * administrator, an agent's and a merchant's operator: every answer fits its entry's schema.
 */
import { describe, expect, it } from "vitest";
import { type AnyEntry, checkAnswer, entriesOf, fillPath, msgCenter, systemOrg, user } from "../../../shared/contract/index.ts";
import { get, signIn, type TokenBody } from "../helpers";

const ENTRIES: AnyEntry[] = [...entriesOf(systemOrg), ...entriesOf(user), ...entriesOf(msgCenter)].filter(
  (entry) => entry.effect === "read" && entry.access !== "public",
);

function fill(values: Record<string, string> | undefined, who: TokenBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    out[key] = value
      .replace("$tenantId", who.tenant_id)
      .replace("$userId", who.user_id)
      .replace("$roleId", String(who.role_id).split(",")[0]!)
      .replace("$deptId", String(who.dept_id ?? "").split(",")[0]!);
  }
  return out;
}

async function probe(entry: AnyEntry, who: TokenBody): Promise<string | null> {
  const p = entry.probe;
  if (p && "skip" in p) return null;
  let query: Record<string, string> = entry.pages ? { current: "1", size: "5" } : {};
  let params: Record<string, string> | undefined;
  if (p && "after" in p) {
    const before = p.after();
    const answer = await get<unknown>(`${fillPath(before)}?${new URLSearchParams(before.pages ? { current: "1", size: "5" } : {})}`, who.access_token);
    const picked = p.pick(answer.data);
    if (!picked) return null;
    query = { ...query, ...picked.query };
    params = picked.params;
  } else if (p) {
    query = { ...query, ...fill(p.query, who) };
    params = fill(p.params, who);
  }
  const answer = await get<unknown>(`${fillPath(entry, params)}?${new URLSearchParams(query)}`, who.access_token);
  if (answer.code !== 200) return `${entry.name}: code ${answer.code} ${answer.msg}`;
  const checked = checkAnswer(entry, answer.data);
  return checked.ok ? null : `${entry.name}: ${checked.difference}`;
}

describe("the organisation's, users' and messages' read entries", () => {
  for (const [account, password] of [["admin", "admin"], ["agent01", "123456"], ["mer01", "123456"]] as const) {
    it(`answer in their schemas for ${account}`, async () => {
      const who = await signIn(account, password);
      expect(ENTRIES.length).toBeGreaterThan(25);
      const differences: string[] = [];
      for (const entry of ENTRIES) {
        const difference = await probe(entry, who);
        if (difference) differences.push(difference);
      }
      expect(differences).toEqual([]);
    });
  }
});
