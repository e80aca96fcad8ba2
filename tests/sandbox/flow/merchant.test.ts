/**
 * 商户入网审核 through cloud-flow (ADR 025): with an active definition of category 4, a new merchant
 * waits (0 待审核) in an instance; a step for the agent role is seen only by agents whose subtree
 * holds the merchant (data scope, ADR 016); its direct status change is refused while the process
 * runs; 同意 on every step makes it 正常 (1), 驳回 审核驳回 (4); the one who started it never
 * completes its tasks.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { authed, body, get, type Page, type R, signIn } from "../helpers";

const FLOW = "/api/cloud-flow";
const MRC = "/api/cloud-merchant/mrc/mrcinfo";
type Task = { taskId: string; processInstanceId: string; businessId: string; businessLabel: string; taskName: string };
const tokens = { admin: "", agent01: "", agent02: "" };

async function post<T = unknown>(path: string, token: string, payload: unknown): Promise<R<T>> {
  const response = await authed(path, token, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  return body<R<T>>(response);
}

beforeAll(async () => {
  tokens.admin = (await signIn("admin", "admin")).access_token;
  tokens.agent01 = (await signIn("agent01", "123456")).access_token;
  tokens.agent02 = (await signIn("agent02", "123456")).access_token;
  expect(
    (
      await post(`${FLOW}/model/submit`, tokens.admin, {
        modelKey: "merchant_entry",
        name: "商户入网审核",
        category: "4",
        steps: [
          { name: "代理商初审", roleId: PARTNER_SEED.roleAgent },
          { name: "平台复审", roleId: SEED.roleAdmin1 },
        ],
      })
    ).code,
  ).toBe(200);
  const model = (
    await get<Page<{ id: string }>>(`${FLOW}/model/list?modelKey=merchant_entry&current=1&size=1`, tokens.admin)
  ).data.records[0]!;
  expect((await post(`${FLOW}/model/deploy`, tokens.admin, { modelId: model.id, category: "4" })).code).toBe(200);
});

/** A new merchant of `agentId` created by `token`: its id and status. */
async function created(token: string, agentId: string, name: string) {
  expect(
    await post(`${MRC}/submit`, token, {
      merchantFullName: name,
      merchantShortName: "测试",
      merchantType: 1,
      agentId,
      linkMan: "张三",
      mobile: "13912345678",
      mcc: "5812",
    }),
  ).toMatchObject({ code: 200 });
  const rows = (
    await get<Page<{ id: string; merchantStatus: number; merchantFullName: string }>>(
      `${MRC}/getMrcByNameOrNo?keyword=${encodeURIComponent(name)}&current=1&size=10`,
      tokens.admin,
    )
  ).data.records;
  return rows.find((r) => r.merchantFullName === name)!;
}
const todo = async (token: string) =>
  (await get<Page<Task>>(`${FLOW}/work/todo-list?current=1&size=100`, token)).data.records;
const complete = (token: string, task: Task, flag: string, comment = "") =>
  post(`${FLOW}/work/complete-task`, token, {
    taskId: task.taskId,
    processInstanceId: task.processInstanceId,
    flag,
    comment,
  });
const statusOf = async (id: string) =>
  (await get<{ merchantStatus: number }>(`${MRC}/detail?id=${id}`, tokens.admin)).data.merchantStatus;

describe("商户入网审核", () => {
  it("a new merchant waits 待审核; its agent's subtree approves the first step, the platform the second: 正常", async () => {
    const merchant = await created(tokens.agent02, PARTNER_SEED.agent02, "苏州流程测试商户一");
    expect(merchant.merchantStatus).toBe(0);
    const refused = await authed(`${MRC}/updateStatus?id=${merchant.id}&merchantStatus=1`, tokens.admin, {
      method: "POST",
    }).then((r) => body<R<unknown>>(r));
    expect(refused).toMatchObject({
      code: 400,
      msg: "该商户正在入网审批流程中（当前步骤：代理商初审），请在「我的待办」中审批",
    });
    expect((await todo(tokens.admin)).some((t) => t.businessId === merchant.id)).toBe(false);
    expect((await todo(tokens.agent01)).some((t) => t.businessId === merchant.id)).toBe(true);
    const first = (await todo(tokens.agent02)).find((t) => t.businessId === merchant.id)!;
    expect(first.taskName).toBe("代理商初审");
    // agent02 started it, so another operator of the role whose subtree holds it approves (issue 34).
    expect(await complete(tokens.agent02, first, "ok")).toMatchObject({ code: 400, msg: "不能审批自己发起的流程" });
    expect((await complete(tokens.agent01, first, "ok", "资料齐全")).code).toBe(200);
    const second = (await todo(tokens.admin)).find((t) => t.businessId === merchant.id)!;
    expect(second.taskName).toBe("平台复审");
    const detail = (
      await get<{ business: { companyName: string } }>(`${FLOW}/work/task-detail?taskId=${second.taskId}`, tokens.admin)
    ).data;
    expect(detail.business.companyName).toBe("苏州流程测试商户一");
    expect((await complete(tokens.admin, second, "ok")).code).toBe(200);
    expect(await statusOf(merchant.id)).toBe(1);
  });

  it("a merchant outside an agent's subtree is not its task; 驳回 makes it 审核驳回", async () => {
    const merchant = await created(tokens.admin, PARTNER_SEED.agent01, "上海流程测试商户二");
    expect((await todo(tokens.agent02)).some((t) => t.businessId === merchant.id)).toBe(false);
    const task = (await todo(tokens.agent01)).find((t) => t.businessId === merchant.id)!;
    expect(await get(`${FLOW}/work/task-detail?taskId=${task.taskId}`, tokens.agent02)).toMatchObject({
      code: 400,
      msg: "任务不存在或无权办理",
    });
    expect(await complete(tokens.agent02, task, "ok")).toMatchObject({ code: 400, msg: "任务不存在或无权办理" });
    expect((await complete(tokens.agent01, task, "reject", "营业执照与名称不符")).code).toBe(200);
    expect(await statusOf(merchant.id)).toBe(4);
  });

  it("the one who started an instance never completes its tasks (issue 34): another holder of the role does", async () => {
    const merchant = await created(tokens.admin, PARTNER_SEED.agent01, "上海流程测试商户三");
    const first = (await todo(tokens.agent01)).find((t) => t.businessId === merchant.id)!;
    expect((await complete(tokens.agent01, first, "ok")).code).toBe(200);
    const second = (await todo(tokens.admin)).find((t) => t.businessId === merchant.id)!;
    expect(second).toMatchObject({ taskName: "平台复审" });
    expect(await complete(tokens.admin, second, "ok")).toMatchObject({ code: 400, msg: "不能审批自己发起的流程" });
    expect(await statusOf(merchant.id)).toBe(0);
    const qa1 = (await signIn("qa1", "qa123456")).access_token;
    expect((await complete(qa1, second, "ok")).code).toBe(200);
    expect(await statusOf(merchant.id)).toBe(1);
  });
});
