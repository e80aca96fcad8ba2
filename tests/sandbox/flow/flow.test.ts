/**
 * cloud-flow (ADR 025): models (checked steps, unique key), deployments (version = the key's last
 * + 1, active), suspend/activate (a suspended definition starts no instance), delete refused
 * while instances run, and the work on 充值订单审核: a recharge order placed by 星河支付 starts an
 * instance on the latest active version; a step is only for its role; 同意 on every step
 * confirms the order and credits it once; 驳回 rejects it with the comment; a task is completed
 * once; a direct audit is refused while the process runs.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { FLOW_SEED } from "../../../workers/sandbox/services/flow/seed";
import { SEEDED_COMBOS, SEEDED_COMPANY, TOPUP_SEED } from "../../../workers/sandbox/services/toll/seed";
import { authed, body, get, type Page, putFile, type R, signIn } from "../helpers";

const FLOW = "/api/cloud-flow";
const TOLL = "/api/cloud-tenant-toll";
type Definition = {
  id: string;
  key: string;
  version: number;
  deploymentId: string;
  suspensionState: number;
  runningCount: number;
  category: string;
};
type Task = {
  taskId: string;
  processInstanceId: string;
  businessId: string;
  businessLabel: string;
  taskName: string;
  stepIndex: number;
  processDefinitionId: string;
};
type Order = { id: string; orderNo: string; orderState: number; auditRemark: string };
type Flow = { flowBalance: string };

async function post<T = unknown>(path: string, token: string, payload: unknown): Promise<R<T>> {
  const response = await authed(path, token, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  expect(response.status, path).toBe(200);
  return body<R<T>>(response);
}
const postForm = async (path: string, token: string) => body<R<unknown>>(await authed(path, token, { method: "POST" }));

let admin = "";
let operator = "";
let tenant = "";
let tenantDept = "";

beforeAll(async () => {
  admin = (await signIn("admin", "admin")).access_token;
  operator = (await signIn("operator", "operator123")).access_token;
  const t = await signIn("topup01", "123456", TOPUP_SEED.tenant);
  tenant = t.access_token;
  tenantDept = String(t.dept_id ?? "");
});

const basic = SEEDED_COMBOS[0]!;
/** 星河支付 orders one 基础套餐 (500.00 yuan, 1,000,000.00 of flow); the new order (newest first). */
async function placeOrder(): Promise<Order> {
  const placed = await post(`${TOLL}/recharge/save`, tenant, {
    actualPrice: "500.00",
    bank: SEEDED_COMPANY.bank,
    bankAccount: SEEDED_COMPANY.bankAccount,
    buyNum: 1,
    chargeRatio: basic.charge_ratio,
    comboId: basic.id,
    comboName: basic.combo_name,
    companyName: SEEDED_COMPANY.companyName,
    createDept: tenantDept,
    flowAmount: basic.flow_amount,
    price: basic.price,
    payCertificate: await putFile(tenant, "payment"),
    orderState: 0,
    payType: 1,
  });
  expect(placed.code).toBe(200);
  return (await get<Page<Order>>(`${TOLL}/recharge/list?current=1&size=1`, tenant)).data.records[0]!;
}

const balanceFen = async () =>
  Number(
    (await get<Page<Flow>>(`${TOLL}/flowCount/list?current=1&size=1`, tenant)).data.records[0]!.flowBalance.replace(
      ".",
      "",
    ),
  );
const todo = async (token: string) =>
  (await get<Page<Task>>(`${FLOW}/work/todo-list?current=1&size=100`, token)).data.records;
const definitions = async (key: string) =>
  (await get<Page<Definition>>(`${FLOW}/manager/list?name=${key}&current=1&size=50`, admin)).data.records.filter(
    (d) => d.key === key,
  );

/** A two-step 充值订单审核 model of `key` (steps for `roles`), deployed; its newest definition. */
async function deployed(key: string, roles: string[]): Promise<Definition> {
  const saved = await post(`${FLOW}/model/submit`, admin, {
    modelKey: key,
    name: `审核 ${key}`,
    category: "5",
    steps: roles.map((roleId, i) => ({ name: `第${i + 1}审`, roleId })),
  });
  expect(saved.code, saved.msg).toBe(200);
  const models = (
    await get<Page<{ id: string; modelKey: string }>>(`${FLOW}/model/list?modelKey=${key}&current=1&size=10`, admin)
  ).data.records;
  const model = models.find((m) => m.modelKey === key)!;
  expect((await post(`${FLOW}/model/deploy`, admin, { modelId: model.id, category: "5" })).code).toBe(200);
  return (await definitions(key))[0]!;
}

describe("models and deployments", () => {
  it("checks the model and its steps; the key is unique per tenant; only flow_model_add submits", async () => {
    const good = {
      modelKey: "check_model",
      name: "校验",
      category: "5",
      steps: [{ name: "初审", roleId: SEED.roleAdmin1 }],
    };
    expect(await post(`${FLOW}/model/submit`, operator, good)).toMatchObject({ code: 403 });
    const refusals: [Record<string, unknown>, string][] = [
      [{ modelKey: "1bad" }, "模型标识须以字母开头，仅含字母、数字和下划线，最多40个字符"],
      [{ name: "" }, "请输入模型名称"],
      [{ category: "99" }, "请选择流程分类"],
      [{ steps: [] }, "请至少添加一个审批步骤"],
      [{ steps: Array.from({ length: 11 }, () => ({ name: "x", roleId: SEED.roleAdmin1 })) }, "审批步骤最多10个"],
      [{ steps: [{ name: "", roleId: SEED.roleAdmin1 }] }, "请填写第1步的名称"],
      [{ steps: [{ name: "初审", roleId: "" }] }, "请选择第1步的审批角色"],
      [{ steps: [{ name: "初审", roleId: SEED.roleAdmin2 }] }, "第1步的审批角色不存在"],
    ];
    for (const [change, msg] of refusals)
      expect(await post(`${FLOW}/model/submit`, admin, { ...good, ...change })).toMatchObject({ code: 400, msg });
    expect((await post(`${FLOW}/model/submit`, admin, good)).code).toBe(200);
    expect(await post(`${FLOW}/model/submit`, admin, good)).toMatchObject({
      code: 400,
      msg: "模型标识 check_model 已存在",
    });
    const list = (
      await get<Page<{ modelKey: string; steps: { roleName: string }[]; categoryName: string; version: number }>>(
        `${FLOW}/model/list?modelKey=check_model&current=1&size=10`,
        admin,
      )
    ).data;
    expect(list.records[0]).toMatchObject({
      modelKey: "check_model",
      categoryName: "充值订单审核",
      version: -1,
      steps: [{ roleName: "超级管理员" }],
    });
  });

  it("deploys a model at the key's next version, active; 挂起 blocks new instances and 激活 resumes them", async () => {
    const first = await deployed("versioned", [SEED.roleAdmin1]);
    expect(first).toMatchObject({ version: 1, suspensionState: 1 });
    const model = (
      await get<Page<{ id: string; modelKey: string }>>(
        `${FLOW}/model/list?modelKey=versioned&current=1&size=10`,
        admin,
      )
    ).data.records[0]!;
    expect(await post(`${FLOW}/model/deploy`, operator, { modelId: model.id, category: "5" })).toMatchObject({
      code: 403,
    });
    expect((await post(`${FLOW}/model/deploy`, admin, { modelId: model.id, category: "5" })).code).toBe(200);
    const both = await definitions("versioned");
    expect(both.map((d) => d.version)).toEqual([2, 1]);

    // Suspend every active 充值订单审核 definition: a new order starts no instance (and is audited directly).
    const active = (
      await get<Page<Definition>>(`${FLOW}/manager/list?category=5&suspensionState=1&current=1&size=50`, admin)
    ).data.records;
    expect(
      await postForm(`${FLOW}/manager/change-state?processId=${active[0]!.id}&state=suspend`, operator),
    ).toMatchObject({ code: 403 });
    for (const d of active)
      expect((await postForm(`${FLOW}/manager/change-state?processId=${d.id}&state=suspend`, admin)).code).toBe(200);
    expect(
      await postForm(`${FLOW}/manager/change-state?processId=${active[0]!.id}&state=suspend`, admin),
    ).toMatchObject({ code: 400, msg: "流程已是挂起状态" });
    const direct = await placeOrder();
    expect((await todo(admin)).some((t) => t.businessId === direct.id)).toBe(false);
    expect(
      (await post(`${TOLL}/recharge/update`, admin, { id: direct.id, orderState: 2, auditRemark: "无流程，直接审核" }))
        .code,
    ).toBe(200);

    // 激活 V1 only: the next order runs on V1 (the latest active version).
    const v1 = both.find((d) => d.version === 1)!;
    expect((await postForm(`${FLOW}/manager/change-state?processId=${v1.id}&state=active`, admin)).code).toBe(200);
    const placed = await placeOrder();
    const task = (await todo(admin)).find((t) => t.businessId === placed.id)!;
    expect(task).toMatchObject({ processDefinitionId: v1.id, businessLabel: placed.orderNo, stepIndex: 1 });
    // Deleting V1's deployment is refused while its instance runs; V2's goes.
    const refused = await postForm(`${FLOW}/manager/delete-deployment?deploymentIds=${v1.deploymentId}`, admin);
    expect(refused).toMatchObject({ code: 400 });
    expect(refused.msg).toContain("运行中的实例");
    const v2 = both.find((d) => d.version === 2)!;
    expect(
      await postForm(`${FLOW}/manager/delete-deployment?deploymentIds=${v2.deploymentId}`, operator),
    ).toMatchObject({ code: 403 });
    expect((await postForm(`${FLOW}/manager/delete-deployment?deploymentIds=${v2.deploymentId}`, admin)).code).toBe(
      200,
    );
    expect((await definitions("versioned")).map((d) => d.version)).toEqual([1]);
    // Finish it so later tests start on their own definitions.
    expect(
      (
        await post(`${FLOW}/work/complete-task`, admin, {
          taskId: task.taskId,
          processInstanceId: task.processInstanceId,
          flag: "reject",
          comment: "测试结束",
        })
      ).code,
    ).toBe(200);
    expect((await postForm(`${FLOW}/manager/change-state?processId=${v1.id}&state=suspend`, admin)).code).toBe(200);
  });
});

describe("the work on 充值订单审核", () => {
  it("the seed: V1 suspended, two orders waiting in it (初审 and 复审), a direct audit refused with the reason", async () => {
    const seeded = (await definitions("recharge_audit"))[0]!;
    expect(seeded).toMatchObject({ id: FLOW_SEED.definition, version: 1, suspensionState: 2, runningCount: 2 });
    const tasks = (await todo(admin)).filter((t) => t.processDefinitionId === FLOW_SEED.definition);
    expect(tasks.map((t) => t.taskName).sort()).toEqual(["初审", "复审"]);
    const refused = await post(`${TOLL}/recharge/update`, admin, { id: FLOW_SEED.orders[0], orderState: 1 });
    expect(refused).toMatchObject({ code: 400 });
    expect(refused.msg).toContain("该订单正在审批流程中");
    const history = (
      await get<{ historyActivityName: string; flag: string; comment: string }[]>(
        `${FLOW}/process/history-flow-list?processInstanceId=${FLOW_SEED.instances[1]}`,
        admin,
      )
    ).data;
    expect(history.map((h) => h.historyActivityName)).toEqual(["发起", "初审", "复审"]);
    expect(history[1]).toMatchObject({ flag: "ok", comment: "已核对到账流水" });
  });

  it("a step is only for its role; 同意 on both confirms the order and credits it once; a second completion is refused", async () => {
    await deployed("two_roles", [SEED.roleOperator1, SEED.roleAdmin1]);
    const before = await balanceFen();
    const placed = await placeOrder();
    expect((await todo(admin)).some((t) => t.businessId === placed.id)).toBe(false);
    const first = (await todo(operator)).find((t) => t.businessId === placed.id)!;
    expect(first).toMatchObject({ taskName: "第1审", stepIndex: 1 });
    const complete = (token: string, task: Task, flag: string, comment = "") =>
      post(`${FLOW}/work/complete-task`, token, {
        taskId: task.taskId,
        processInstanceId: task.processInstanceId,
        flag,
        comment,
      });
    expect(await complete(admin, first, "ok")).toMatchObject({ code: 400, msg: "任务不存在或无权办理" });
    expect(await complete(operator, first, "maybe")).toMatchObject({ code: 400, msg: "请选择审批结果" });
    expect(await complete(operator, first, "ok", "长".repeat(201))).toMatchObject({
      code: 400,
      msg: "审批意见不能超过200个字符",
    });
    expect((await complete(operator, first, "ok", "到账无误")).code).toBe(200);
    expect(await complete(operator, first, "ok")).toMatchObject({ code: 400, msg: "该任务已办理，请勿重复操作" });
    const second = (await todo(admin)).find((t) => t.businessId === placed.id)!;
    expect(second).toMatchObject({ taskName: "第2审", stepIndex: 2 });
    expect((await get<Order>(`${TOLL}/recharge/detail/${placed.id}`, tenant)).data.orderState).toBe(0);
    const [a, b] = await Promise.all([complete(admin, second, "ok"), complete(admin, second, "ok")]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    expect((await get<Order>(`${TOLL}/recharge/detail/${placed.id}`, tenant)).data.orderState).toBe(1);
    expect((await balanceFen()) - before).toBe(100_000_000);
    const done = (await get<Page<Task>>(`${FLOW}/work/done-list?current=1&size=50`, admin)).data.records;
    expect(done.some((t) => t.taskId === second.taskId)).toBe(true);
    const history = (
      await get<{ historyActivityName: string; assigneeName: string; flag: string }[]>(
        `${FLOW}/process/history-flow-list?processInstanceId=${first.processInstanceId}`,
        admin,
      )
    ).data;
    expect(history.map((h) => [h.historyActivityName, h.flag])).toEqual([
      ["发起", ""],
      ["第1审", "ok"],
      ["第2审", "ok"],
      ["结束", "ok"],
    ]);
    await suspendAll();
  });

  it("驳回 needs a comment and rejects the order with it; the balance does not move", async () => {
    await deployed("reject_path", [SEED.roleAdmin1, SEED.roleAdmin1]);
    const before = await balanceFen();
    const placed = await placeOrder();
    const task = (await todo(admin)).find((t) => t.businessId === placed.id)!;
    const complete = (flag: string, comment: string) =>
      post(`${FLOW}/work/complete-task`, admin, {
        taskId: task.taskId,
        processInstanceId: task.processInstanceId,
        flag,
        comment,
      });
    expect(await complete("reject", " ")).toMatchObject({ code: 400, msg: "请填写驳回意见" });
    expect((await complete("reject", "付款截图与金额不符")).code).toBe(200);
    expect((await get<Order>(`${TOLL}/recharge/detail/${placed.id}`, tenant)).data).toMatchObject({
      orderState: 2,
      auditRemark: "付款截图与金额不符",
    });
    expect(await balanceFen()).toBe(before);
    expect((await todo(admin)).some((t) => t.businessId === placed.id)).toBe(false);
    await suspendAll();
  });
});

async function suspendAll() {
  const active = (
    await get<Page<Definition>>(`${FLOW}/manager/list?category=5&suspensionState=1&current=1&size=50`, admin)
  ).data.records;
  for (const d of active) await postForm(`${FLOW}/manager/change-state?processId=${d.id}&state=suspend`, admin);
}
