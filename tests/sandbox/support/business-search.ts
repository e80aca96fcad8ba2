/** Helpers of the business-search tests: the search paths, paged reads and the seed the answers are checked against. */
import { beforeAll, expect } from "vitest";
import { businessSearchSeed } from "../../../workers/sandbox/services/business-search/seed";
import { authed, body, type R, signIn, signInWithCaptcha } from "../helpers";

export type Rec = Record<string, unknown> & { id: string };
export type Page = { records: Rec[]; total: number; size: number; current: number; pages: number };

export const AGENT = "/api/cloud-agent";
export const MRC = "/api/cloud-merchant/mrc";
export const PATHS = {
  agents: `${AGENT}/agent/agentinfo/getAgentByNameOrNo`,
  agentBusiness: `${AGENT}/business/getAgentBusinessByNameOrNo`,
  agentBusinessAlias: `${AGENT}/agent/agentinfo/business/getAgentBusinessByNameOrNo`,
  bankActs: `${AGENT}/bankActManage/qryList`,
  bankActsAlias: `${AGENT}/agent/agentinfo/bankActManage/qryList`,
  merchants: `${MRC}/mrcinfo/getMrcByNameOrNo`,
  storeMen: `${MRC}/storemen/getStoreMenByNameOrNo`,
  stores: `${MRC}/store/getStoreByNameOrNo`,
  storesAndDirect: `${MRC}/store/getStoreAndDirectStore`,
  salesReps: "/api/cloud-user/investPromotionPersonPage",
};

/** admin@000001 (t1) and admin@000002 (t2), signed in once per test file by `signInTenants()`. */
export const tokens = { t1: "", t2: "" };

export function signInTenants(): void {
  beforeAll(async () => {
    tokens.t1 = (await signIn("admin", "admin")).access_token;
    tokens.t2 = (await signInWithCaptcha("admin", "admin")).access_token;
  });
}

export async function search(
  path: string,
  params: Record<string, string | number> = {},
  token = tokens.t1,
): Promise<Page> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await authed(`${path}?${query}`, token);
  expect(response.status).toBe(200);
  const answer = await body<R<Page>>(response);
  expect(answer).toMatchObject({ code: 200, success: true, msg: "操作成功" });
  return answer.data;
}

/** Every record over all pages (size 100). */
export async function all(
  path: string,
  params: Record<string, string | number> = {},
  token = tokens.t1,
): Promise<Rec[]> {
  const out: Rec[] = [];
  for (let current = 1; ; current++) {
    const p = await search(path, { ...params, size: 100, current }, token);
    out.push(...p.records);
    if (current >= p.pages) return out;
  }
}

export const seed = Object.fromEntries(businessSearchSeed().rows) as Record<
  string,
  Record<string, string | number | null>[]
>;
export const seedOf = (table: string, tenant = "000001") => seed[table]!.filter((r) => r.tenant_id === tenant);

export function expectPage(p: Page, total: number, current: number, size = 10): void {
  expect(p).toMatchObject({ total, current, size, pages: Math.ceil(total / size) });
  expect(p.records).toHaveLength(Math.max(0, Math.min(size, total - (current - 1) * size)));
}
