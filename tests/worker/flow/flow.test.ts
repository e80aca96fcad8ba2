/**
 * 工作流 (ADR 025) in the built Worker against the sandbox's cloud-flow: 流程模型 (errors echoed
 * with what was typed, a model of ordered steps saved, the backend's duplicate key refusal,
 * 删除), 流程部署 (部署 at the key's next version), 流程管理 (挂起 / 激活, 删除 refused while
 * instances run, 实例 and their history), 我的待办 (审批 with the order's summary, 驳回 needing a
 * comment, 同意 on both steps confirming the seeded recharge order, a second completion refused),
 * 已办, and 充值订单's direct 审核 refused while the order's process runs. The operator (运营专员)
 * holds none of the screens: every page and action is refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { FLOW_SEED } from "../../../workers/sandbox/services/flow/seed";
import { type Browser, location, sandboxDb, signedInAs } from "../browser";
import { answer, expectOutsideMenu, html, post, ROLE_ADMIN, tableRows, unique } from "../screens";

const MODELS = "/flow/model",
  DEPLOY = "/flow/deploy",
  MANAGER = "/flow/manager",
  TO_DO = "/flow/todo",
  DONE = "/flow/done";

let admin: Browser;
let operator: Browser;
beforeAll(async () => {
  admin = await signedInAs("qa2");
  operator = await signedInAs("operator", "operator123");
});

const orderState = async (id: string) =>
  (await sandboxDb()
    .prepare("SELECT order_state, audit_remark FROM cloud_recharge_order WHERE id = ?")
    .bind(id)
    .first<{ order_state: number; audit_remark: string | null }>())!;
const rowOf = async (path: string, text: string) =>
  tableRows(await html(admin, path)).find((row) => row.cells.some((cell) => cell.includes(text)));

describe("who may", () => {
  it("refuses the operator every work-flow screen and action", async () => {
    for (const path of [MODELS, DEPLOY, MANAGER, TO_DO, DONE]) await expectOutsideMenu(operator, path);
    const refused = await post(operator, TO_DO, [
      ["intent", "complete"],
      ["id", FLOW_SEED.tasks[0]],
      ["processInstanceId", FLOW_SEED.instances[0]],
      ["flag", "ok"],
    ]);
    expect([302, 403]).toContain(refused.status);
    expect((await orderState(FLOW_SEED.orders[0]!)).order_state).toBe(0);
  });
});

describe("流程模型 and 流程部署", () => {
  it("echoes the form's errors, saves ordered steps, refuses a taken key, deploys at the next version", async () => {
    const key = `qa_${unique()}`;
    const form = (fields: Record<string, string>): [string, string][] =>
      Object.entries({ intent: "create", modelKey: key, name: "两级审核", category: "5", description: "", ...fields });
    const bad = await answer(
      post(admin, `${MODELS}?dialog=create`, form({ modelKey: "9x", step1Name: "初审", step2Role: ROLE_ADMIN })),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("以字母开头，仅含字母、数字和下划线，最多40个字符");
    expect(bad.html).toContain("请选择该步骤的审批角色");
    expect(bad.html).toContain("请填写该步骤的名称");
    expect(bad.html).toContain('value="初审"');
    const none = await answer(post(admin, `${MODELS}?dialog=create`, form({})));
    expect(none.html).toContain("请至少填写一个审批步骤（名称和审批角色）");
    expect(
      await sandboxDb()
        .prepare("SELECT COUNT(*) AS n FROM cloud_flow_model WHERE model_key = ?")
        .bind(key)
        .first<number>("n"),
    ).toBe(0);

    const saved = await post(
      admin,
      `${MODELS}?dialog=create`,
      form({ step1Name: "初审", step1Role: ROLE_ADMIN, step3Name: "复审", step3Role: ROLE_ADMIN }),
    );
    expect(saved.status).toBe(302);
    const row = (await rowOf(`${MODELS}?modelKey=${key}`, key))!;
    expect(row.cells).toEqual(expect.arrayContaining(["初审 → 复审", "充值订单审核", "—"]));
    const taken = await answer(
      post(admin, `${MODELS}?dialog=create`, form({ step1Name: "初审", step1Role: ROLE_ADMIN })),
    );
    expect(taken.html).toContain(`模型标识 ${key} 已存在`);

    const dialog = await html(admin, `${DEPLOY}?op=deploy&id=${row.id}`);
    expect(dialog).toContain("部署后生成版本 V1");
    const badCategory = await answer(
      post(admin, `${DEPLOY}?op=deploy&id=${row.id}`, [
        ["intent", "deploy"],
        ["id", row.id],
        ["category", "99"],
      ]),
    );
    expect(badCategory.status).toBe(400);
    expect(badCategory.html).toContain("请选择流程分类");
    for (const version of ["V1", "V2"]) {
      const deployed = await post(admin, `${DEPLOY}?op=deploy&id=${row.id}`, [
        ["intent", "deploy"],
        ["id", row.id],
        ["category", "5"],
      ]);
      expect(deployed.status).toBe(302);
      expect(location(deployed)).toBe(DEPLOY);
      expect((await rowOf(`${DEPLOY}?name=两级审核`, key))!.cells).toContain(version);
    }
    const deployments = await html(admin, `${DEPLOY}?op=deployments&id=${row.id}`);
    expect(deployments).toContain("部署记录");
    expect(deployments).toMatch(/V2.*激活.*V1.*激活/s);
    const definitions = tableRows(await html(admin, `${MANAGER}?name=${key}`));
    expect(definitions.map((d) => d.cells[3])).toEqual(["V2", "V1"]);
    expect(definitions.every((d) => d.cells[4] === "激活")).toBe(true);

    // 删除 the model: its deployments stay.
    const removed = await post(admin, MODELS, [
      ["intent", "delete"],
      ["id", row.id],
    ]);
    expect(removed.status).toBe(302);
    expect(await rowOf(`${MODELS}?modelKey=${key}`, key)).toBeUndefined();
    expect(tableRows(await html(admin, `${MANAGER}?name=${key}`))).toHaveLength(2);

    // 流程管理: 挂起 and 激活 V2, 删除 V1 (no instance).
    const [v2, v1] = definitions;
    expect(await html(admin, `${MANAGER}?op=state&id=${v2!.id}`)).toContain("挂起后不再发起新的流程实例");
    expect(
      (
        await post(admin, `${MANAGER}?op=state&id=${v2!.id}`, [
          ["intent", "change-state"],
          ["id", v2!.id],
          ["state", "suspend"],
        ])
      ).status,
    ).toBe(302);
    expect((await rowOf(`${MANAGER}?name=${key}`, "V2"))!.cells[4]).toBe("挂起");
    const again = await answer(
      post(admin, `${MANAGER}?op=state&id=${v2!.id}`, [
        ["intent", "change-state"],
        ["id", v2!.id],
        ["state", "suspend"],
      ]),
    );
    expect(again.html).toContain("流程已是挂起状态");
    const badState = await answer(
      post(admin, `${MANAGER}?op=state&id=${v2!.id}`, [
        ["intent", "change-state"],
        ["id", v2!.id],
        ["state", "sleep"],
      ]),
    );
    expect(badState.status).toBe(400);
    expect(
      (
        await post(admin, MANAGER, [
          ["intent", "delete"],
          ["id", v1!.id],
        ])
      ).status,
    ).toBe(302);
    expect(tableRows(await html(admin, `${MANAGER}?name=${key}`)).map((d) => d.cells[3])).toEqual(["V2"]);
  });
});

describe("流程管理's seeded 充值订单审核", () => {
  it("refuses deleting a deployment with running instances; lists the instances and their history", async () => {
    const refused = await answer(
      post(admin, MANAGER, [
        ["intent", "delete"],
        ["id", FLOW_SEED.definition],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("运行中的实例，不能删除");
    const instances = await html(admin, `${MANAGER}?op=instances&id=${FLOW_SEED.definition}`);
    expect(instances).toContain("CZ2026112000000001");
    expect(instances).toContain("CZ2026112000000002");
    const history = await html(
      admin,
      `${MANAGER}?op=history&id=${FLOW_SEED.definition}&instance=${FLOW_SEED.instances[1]}`,
    );
    expect(history).toContain("已核对到账流水");
    expect(history).toMatch(/发起.*初审.*复审/s);
  });
});

describe("我的待办 and 已办", () => {
  it("审批: the summary, 驳回 needs a comment, 同意 on both steps confirms the order once, a second completion is refused", async () => {
    const list = tableRows(await html(admin, TO_DO));
    expect(list.map((r) => r.cells[0])).toEqual(expect.arrayContaining(["CZ2026112000000001", "CZ2026112000000002"]));
    const first = FLOW_SEED.tasks[0]!;
    const dialog = await html(admin, `${TO_DO}?op=audit&id=${first}`);
    expect(dialog).toContain(">金额（元）<");
    expect(dialog).toContain("1000.00");
    expect(dialog).toContain("星河支付");
    expect(dialog).toContain("上海支付平台科技有限公司");
    const complete = (task: string, instance: string, flag: string, comment = "") =>
      post(admin, `${TO_DO}?op=audit&id=${task}`, [
        ["intent", "complete"],
        ["id", task],
        ["processInstanceId", instance],
        ["flag", flag],
        ["comment", comment],
      ]);
    const noComment = await answer(complete(first, FLOW_SEED.instances[0]!, "reject"));
    expect(noComment.status).toBe(400);
    expect(noComment.html).toContain("请填写驳回意见");
    expect(noComment.html).toMatch(/value="reject"[^>]*checked|checked[^>]*value="reject"/);
    const tooLong = await answer(complete(first, FLOW_SEED.instances[0]!, "ok", "长".repeat(201)));
    expect(tooLong.status).toBe(400);
    expect((await complete(first, FLOW_SEED.instances[0]!, "ok", "到账无误")).status).toBe(302);
    const twice = await answer(complete(first, FLOW_SEED.instances[0]!, "ok"));
    expect(twice.html).toContain("该任务已办理，请勿重复操作");
    // The next step reached the same role's to-do: 复审.
    const next = tableRows(await html(admin, TO_DO)).find((r) => r.cells[0] === "CZ2026112000000001")!;
    expect(next.cells[3]).toContain("复审");
    expect((await orderState(FLOW_SEED.orders[0]!)).order_state).toBe(0);
    expect((await complete(next.id, FLOW_SEED.instances[0]!, "ok")).status).toBe(302);
    expect((await orderState(FLOW_SEED.orders[0]!)).order_state).toBe(1);
    const credited = await sandboxDb()
      .prepare("SELECT flow_balance FROM cloud_flow_count WHERE tenant_id = '000005'")
      .first<string>("flow_balance");
    expect(credited).toBe("2000120.00");

    // 驳回 the other order at 复审: rejected with the comment.
    const other = FLOW_SEED.tasks[2]!;
    expect((await complete(other, FLOW_SEED.instances[1]!, "reject", "付款截图缺失")).status).toBe(302);
    expect(await orderState(FLOW_SEED.orders[1]!)).toEqual({ order_state: 2, audit_remark: "付款截图缺失" });
    expect(tableRows(await html(admin, TO_DO)).some((r) => r.cells[0].startsWith("CZ20261120"))).toBe(false);

    const done = tableRows(await html(admin, DONE));
    expect(done.find((r) => r.id === other)!.cells).toEqual(expect.arrayContaining(["驳回", "付款截图缺失"]));
    expect(await html(admin, `${DONE}?op=history&id=${next.id}`)).toMatch(/发起.*初审.*到账无误.*复审.*结束/s);
  });

  it("充值订单's 审核 is refused while the order's process runs, with the reason", async () => {
    // The seed's second order, back in its process at 复审 (the test above rejected it).
    await sandboxDb().batch([
      sandboxDb()
        .prepare("UPDATE cloud_recharge_order SET order_state = 0, audit_remark = NULL WHERE id = ?")
        .bind(FLOW_SEED.orders[1]),
      sandboxDb()
        .prepare("UPDATE cloud_flow_instance SET state = 0, end_time = NULL WHERE id = ?")
        .bind(FLOW_SEED.instances[1]),
      sandboxDb()
        .prepare(
          "UPDATE cloud_flow_task SET state = 0, assignee = NULL, assignee_name = NULL, comment = NULL, end_time = NULL WHERE id = ?",
        )
        .bind(FLOW_SEED.tasks[2]),
    ]);
    const id = FLOW_SEED.orders[1]!;
    // The 审核 dialog says so before anything is chosen.
    const notice = await html(admin, `/marketing/recharge?op=audit&id=${id}`);
    expect(notice).toContain("该订单正在审批流程中（当前步骤：复审），请在「我的待办」中审批");
    expect(notice).not.toContain('name="auditRemark"');
    const refused = await answer(
      post(admin, `/marketing/recharge?op=audit&id=${id}`, [
        ["intent", "audit"],
        ["id", id],
        ["orderState", "1"],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("该订单正在审批流程中（当前步骤：复审），请在「我的待办」中审批");
    expect((await orderState(id)).order_state).toBe(0);
  });
});

describe("商户入网审核 in 我的待办", () => {
  it("shows the merchant's number, name and agent; 同意 makes it 正常", async () => {
    const db = sandboxDb();
    const merchant = (await db
      .prepare(
        "SELECT id, merchant_no, merchant_full_name FROM cloud_merchant_info WHERE tenant_id = '000001' AND is_deleted = 0 ORDER BY id LIMIT 1",
      )
      .first<{ id: string; merchant_no: string; merchant_full_name: string }>())!;
    const steps = JSON.stringify([{ name: "平台审核", roleId: ROLE_ADMIN }]);
    const [definition, instance, task] = ["1990000000000000001", "1990000000000000002", "1990000000000000003"];
    await db.batch([
      db.prepare("UPDATE cloud_merchant_info SET merchant_status = 0 WHERE id = ?").bind(merchant.id),
      db
        .prepare(
          `INSERT INTO cloud_flow_definition (id, tenant_id, deployment_id, model_id, model_key, name, category, version, steps, suspension_state, deployment_time)
        VALUES (?, '000001', '1990000000000000009', '0', 'merchant_entry', '商户入网审核', '4', 1, ?, 1, 0)`,
        )
        .bind(definition, steps),
      db
        .prepare(
          `INSERT INTO cloud_flow_instance (id, tenant_id, definition_id, business_type, business_id, business_label, step_index, state, start_user_name, start_time)
        VALUES (?, '000001', ?, 'merchant', ?, ?, 0, 0, '陈锦程', 0)`,
        )
        .bind(instance, definition, merchant.id, `${merchant.merchant_no} ${merchant.merchant_full_name}`),
      db
        .prepare(
          "INSERT INTO cloud_flow_task (id, tenant_id, instance_id, step_index, step_name, role_id, state, create_time) VALUES (?, '000001', ?, 0, '平台审核', ?, 0, 0)",
        )
        .bind(task, instance, ROLE_ADMIN),
    ]);
    const dialog = await html(admin, `${TO_DO}?op=audit&id=${task}`);
    expect(dialog).toContain("商户编号");
    expect(dialog).toContain(merchant.merchant_no);
    expect(dialog).toContain(merchant.merchant_full_name);
    expect(dialog).not.toContain(">金额（元）<");
    const done = await post(admin, `${TO_DO}?op=audit&id=${task}`, [
      ["intent", "complete"],
      ["id", task],
      ["processInstanceId", instance],
      ["flag", "ok"],
      ["comment", ""],
    ]);
    expect(done.status).toBe(302);
    expect(
      await db
        .prepare("SELECT merchant_status FROM cloud_merchant_info WHERE id = ?")
        .bind(merchant.id)
        .first<number>("merchant_status"),
    ).toBe(1);
  });
});

describe("bad input", () => {
  it("answers forged or missing fields with errors, never a 5xx, and completes nothing", async () => {
    const bodies: [string, [string, string][]][] = [
      [
        TO_DO,
        [
          ["intent", "complete"],
          ["id", "abc"],
          ["processInstanceId", "1"],
          ["flag", "ok"],
        ],
      ],
      [
        TO_DO,
        [
          ["intent", "complete"],
          ["id", FLOW_SEED.tasks[0]!],
          ["processInstanceId", "<script>"],
          ["flag", "maybe"],
          ["comment", "x".repeat(100_000)],
        ],
      ],
      [
        TO_DO,
        [
          ["intent", "complete"],
          ["id", "9999999999999999999"],
          ["processInstanceId", "9999999999999999999"],
          ["flag", "ok"],
        ],
      ],
      [
        MANAGER,
        [
          ["intent", "change-state"],
          ["id", "1' OR '1'='1"],
          ["state", "active"],
        ],
      ],
      [
        MANAGER,
        [
          ["intent", "change-state"],
          ["id", "9999999999999999999"],
          ["state", "suspend"],
        ],
      ],
      [
        MANAGER,
        [
          ["intent", "delete"],
          ["id", "9999999999999999999"],
        ],
      ],
      [
        DEPLOY,
        [
          ["intent", "deploy"],
          ["id", "9999999999999999999"],
          ["category", "5"],
        ],
      ],
      [
        MODELS,
        [
          ["intent", "create"],
          ["modelKey", "x".repeat(500)],
          ["name", "<img src=x onerror=alert(1)>"],
          ["category", "5"],
          ["step1Name", "x".repeat(21)],
          ["step1Role", "abc"],
        ],
      ],
    ];
    for (const [path, entries] of bodies) {
      const response = await answer(post(admin, path, entries));
      expect(response.status, `${path} ${entries[0]![1]}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${path} ${entries[0]![1]}`).toBeLessThan(500);
      expect(response.html).not.toContain("<img src=x onerror");
    }
  });
});
