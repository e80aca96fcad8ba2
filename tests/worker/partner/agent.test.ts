/**
 * 代理商列表 (/agent/agentInfo) in the built Worker against the sandbox's seed: the loader (search,
 * filters, the partner scope of agent01, a forged detail id refused), and every action — create
 * with spec §5's mobile messages and the save payload of spec §3 as stored, update with the
 * parent-only switch, 修改状态, 账户修改, 批量结算配置, 交易开关, delete, batch delete — each refused
 * without its button code, and 导出 (the backend's own workbook, streamed through). qa3 is the
 * administrator; agent01 operates A000001; operator (运营专员) holds the list, add and view only.
 */
import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { type Browser, location, sandboxDb, signedInAs } from "@tests/worker/browser";
import { unzip } from "@tests/worker/kit/read-export";
import { BAD_MOBILES, FLASH, html, post, rowIds, totalOf, unique } from "@tests/worker/screens";

const AGENTS = "/agent/agentInfo";
const A000002 = seedId(60, 2);
const agent01 = () => signedInAs("agent01", "123456");

/** How many agents A000001's subtree holds (itself included). */
async function subtreeCount(id: string): Promise<number> {
  return (await sandboxDb()
    .prepare(
      "SELECT COUNT(*) AS n FROM cloud_agent_info WHERE tenant_id = '000001' AND is_deleted = 0 AND (id = ? OR (',' || ancestors || ',') LIKE ?)",
    )
    .bind(id, `%,${id},%`)
    .first<number>("n"))!;
}

/** A whole, valid create form; `overrides` replace fields by name. */
function agentForm(tag: string, overrides: Record<string, string> = {}): [string, string][] {
  const fields: Record<string, string> = {
    intent: "create",
    parentId: `${PARTNER_SEED.agent02},${PARTNER_SEED.agent01}`,
    agentName: `测试代理${tag}`,
    agentType: "1",
    userName: `ag${tag}`,
    password: "abc12345",
    linkMan: "周测试",
    mobile: "13812345678",
    linkEmail: "",
    channelCode: "LAKALA",
    payLimit: "50000",
    settleType: "1",
    settleFeeRate: "",
    settleSingleFee: "",
    agentAccountingRate: "0.30",
    merchantRate: "0.38",
    merchantFixedFee: "",
    channelWxRate: "0.30",
    channelAliRate: "",
    channelUnionRate: "0.40",
    accounRateType: "1",
    extractRate: "",
    agentAccount: "",
    tradeFlag: "1",
    xwStatus: "0",
    retStatus: "0",
    frStatus: "0",
    smsStatus: "1",
    ...overrides,
  };
  return Object.entries(fields);
}

async function created(browser: Browser, tag: string): Promise<string> {
  const list = await html(browser, `${AGENTS}?agentNoAndAgentNameSearch=${encodeURIComponent(`测试代理${tag}`)}`);
  const [id] = rowIds(list);
  expect(id, tag).toBeTruthy();
  return id!;
}

describe("代理商列表 loader", () => {
  it("shows the administrator every agent, searches by name or number, filters level, status and settle type", async () => {
    const browser = await signedInAs("qa3");
    const first = await html(browser, AGENTS);
    expect(totalOf(first)).toBe(3040);
    expect(rowIds(first)).toHaveLength(10);
    // The status and settle-type filters offer the tenant's dictionary.
    expect(first).toMatch(/<select name="agentStatus"[^>]*>.*待审核.*冻结.*注销.*<\/select>/s);
    expect(first).toMatch(/<select name="settleType"[^>]*>.*T\+1.*D\+0.*<\/select>/s);
    const byNo = await html(browser, `${AGENTS}?agentNoAndAgentNameSearch=A000001`);
    expect(rowIds(byNo)).toEqual([PARTNER_SEED.agent01]);
    expect(byNo).toContain("上海锦程信息科技有限公司");
    const level = await html(browser, `${AGENTS}?agentLevel=1&agentStatus=1&size=100`);
    expect(totalOf(level)).toBeGreaterThan(30);
    expect(totalOf(level)).toBeLessThan(50);
    expect(level).not.toContain("二级代理</td>");
  });

  it("shows agent01 only its own subtree, and refuses a forged detail id with the backend's words", async () => {
    const browser = await agent01();
    const list = await html(browser, `${AGENTS}?size=100`);
    expect(totalOf(list)).toBe(await subtreeCount(PARTNER_SEED.agent01));
    expect(totalOf(await html(browser, `${AGENTS}?agentNoAndAgentNameSearch=A000002`))).toBe(0);
    const forged = await html(browser, `${AGENTS}?dialog=view&id=${A000002}`);
    expect(forged).toContain("无权访问该数据");
    expect(forged).not.toContain("杭州云汇支付服务有限公司");
    const own = await html(browser, `${AGENTS}?dialog=view&id=${PARTNER_SEED.agent02}`);
    // The detail: level chain, rates, settlement card, change log.
    expect(own).toMatch(/上海锦程信息科技有限公司.*A000001.*A000006/s);
    expect(own).toContain("上级分润结算费率");
    // The settlement card as 结算记录 shows accounts (ADR 029): its first and last four digits.
    expect(own).toMatch(/\d{4} \*{4} \d{4}/);
    expect(own).toContain("新增代理商");
    // agent01 holds no delete, settlement or trade-flag buttons.
    expect(list).not.toContain('value="batch-delete"');
    expect(list).not.toContain('value="settle-config"');
  });
});

describe("代理商列表 actions", () => {
  it("create: spec §5's mobile messages, rate and money formats, the sensitive word; everything typed comes back", async () => {
    const browser = await signedInAs("qa3");
    for (const [mobile, message] of BAD_MOBILES) {
      const bad = await post(
        browser,
        `${AGENTS}?dialog=create`,
        agentForm("x", { mobile, agentName: "赌博代理", agentAccountingRate: "0.12345", payLimit: "1.234" }),
      );
      expect(bad.status).toBe(400);
      const page = await bad.text();
      expect(page, mobile).toContain(message);
      expect(page).toContain("请勿包含关键字");
      expect(page).toContain("请输入0至100之间的数值，最多4位小数");
      expect(page).toContain("请输入金额，最多2位小数");
      expect(page).toContain('value="赌博代理"');
    }
    const short = await post(browser, `${AGENTS}?dialog=create`, agentForm("y", { password: "123" }));
    expect(await short.text()).toContain("密码长度为6至20位");
  });

  it("create under agent01's subtree: the cascade's first value is the parent, empty rates dropped; found by number", async () => {
    const browser = await agent01();
    const tag = unique();
    const done = await post(browser, `${AGENTS}?dialog=create`, agentForm(tag));
    expect(done.status).toBe(302);
    expect(await html(browser, location(done))).toMatch(FLASH);
    const id = await created(browser, tag);
    const stored = await sandboxDb()
      .prepare("SELECT * FROM cloud_agent_info WHERE id = ?")
      .bind(id)
      .first<Record<string, unknown>>();
    expect(stored).toMatchObject({
      parent_id: PARTNER_SEED.agent02,
      agent_level: 3,
      pay_limit: 5_000_000,
      agent_accounting_rate: "0.30",
      channel_code: "LAKALA",
      default_merchant_rates: JSON.stringify([{ rateType: 1, rateValue: "0.38" }]),
      channel_agent_rates: JSON.stringify([{ channelCode: "LAKALA", wxRate: "0.30", unionRate: "0.40" }]),
      agent_settle_list: JSON.stringify([{ settleType: "1", feeRate: "0", singleFee: "0" }]),
    });
    const byNo = await html(browser, `${AGENTS}?agentNoAndAgentNameSearch=${String(stored!.agent_no)}`);
    expect(rowIds(byNo)).toEqual([id]);
    // The backend's rule on the parent's rate comes back as the form's error.
    const low = await post(browser, `${AGENTS}?dialog=create`, agentForm(unique(), { agentAccountingRate: "0.10" }));
    expect(low.status).toBe(400);
    expect(await low.text()).toContain("分润结算费率不能低于上级代理商");
    // A parent outside the subtree is refused before the backend is asked.
    const outside = await post(browser, `${AGENTS}?dialog=create`, agentForm(unique(), { parentId: A000002 }));
    expect(outside.status).toBe(403);
    expect(await outside.text()).toContain("无权访问该数据");
  });

  it("update: the levels and status from the stored row; the store switch only for an agent with a parent", async () => {
    const browser = await signedInAs("qa3");
    const tag = unique();
    expect((await post(browser, AGENTS, agentForm(tag, { parentId: PARTNER_SEED.agent01 }))).status).toBe(302);
    const id = await created(browser, tag);
    const form = await html(browser, `${AGENTS}?dialog=edit&id=${id}`);
    expect(form).toContain('name="editStoreSettleSwitch"');
    expect(form).not.toContain('name="userName"');
    const edit = agentForm(tag, {
      intent: "update",
      id,
      agentName: `测试代理${tag}改`,
      agentStatus: "2",
      editStoreSettleSwitch: "1",
      isEditPassword: "0",
      password: "",
    }).filter(([name]) => name !== "parentId" && name !== "userName");
    expect((await post(browser, `${AGENTS}?dialog=edit&id=${id}`, edit)).status).toBe(302);
    expect(
      await sandboxDb()
        .prepare(
          "SELECT agent_name, agent_status, edit_store_settle_switch, agent_level FROM cloud_agent_info WHERE id = ?",
        )
        .bind(id)
        .first(),
    ).toEqual({ agent_name: `测试代理${tag}改`, agent_status: 2, edit_store_settle_switch: 1, agent_level: 2 });
    // A first-level agent has no parent: the switch is neither offered nor sent.
    const top = await html(browser, `${AGENTS}?dialog=edit&id=${A000002}`);
    expect(top).not.toContain('name="editStoreSettleSwitch"');
    // Changing the password needs one of 6–20 characters.
    const noPassword = await post(browser, `${AGENTS}?dialog=edit&id=${id}`, [...edit, ["isEditPassword", "1"]]);
    expect(noPassword.status).toBe(400);
    expect(await noPassword.text()).toContain("密码长度为6至20位");
  });

  it("修改状态 and 账户修改: validated, scoped, and refused without their button codes", async () => {
    const admin = await signedInAs("qa3");
    const form = await html(admin, `${AGENTS}?op=status&id=${PARTNER_SEED.agent02}`);
    expect(form).toContain('value="status"');
    expect(form).toMatch(/<select name="agentStatus"/);
    const bad = await post(admin, `${AGENTS}?op=status&id=${PARTNER_SEED.agent02}`, [
      ["intent", "status"],
      ["id", PARTNER_SEED.agent02],
      ["agentStatus", "7"],
    ]);
    expect(bad.status).toBe(400);
    const ok = await post(admin, `${AGENTS}?op=status&id=${PARTNER_SEED.agent02}`, [
      ["intent", "status"],
      ["id", PARTNER_SEED.agent02],
      ["agentStatus", "1"],
    ]);
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe(AGENTS);
    const account = await post(admin, `${AGENTS}?op=account&id=${PARTNER_SEED.agent02}`, [
      ["intent", "account"],
      ["id", PARTNER_SEED.agent02],
      ["agentAccount", "12ab"],
      ["accountName", ""],
      ["bankName", "招商银行"],
    ]);
    expect(account.status).toBe(400);
    const accountPage = await account.text();
    expect(accountPage).toContain("结算账号为8至30位数字");
    expect(accountPage).toContain('value="招商银行"');
    const saved = await post(admin, AGENTS, [
      ["intent", "account"],
      ["id", PARTNER_SEED.agent02],
      ["agentAccount", "6222021111222233"],
      ["accountName", "苏州博瑞"],
      ["bankName", "招商银行"],
    ]);
    expect(saved.status).toBe(302);
    expect(
      await sandboxDb()
        .prepare("SELECT card_no FROM cloud_agent_debit_card WHERE agent_id = ?")
        .bind(PARTNER_SEED.agent02)
        .first("card_no"),
    ).toBe("6222021111222233");

    // agent01 may change the status of its own subtree, never of an agent outside it.
    const browser = await agent01();
    const outside = await post(browser, AGENTS, [
      ["intent", "status"],
      ["id", A000002],
      ["agentStatus", "2"],
    ]);
    expect(outside.status).toBe(403);
    expect(await outside.text()).toContain("无权访问该数据");
    expect(await html(browser, `${AGENTS}?op=status&id=${A000002}`)).toContain("该代理商不存在或无权访问");
    // The operator holds neither button.
    const operator = await signedInAs("operator", "operator123");
    for (const intent of ["status", "account", "settle-config", "trade-off", "delete", "update"]) {
      const refused = await post(operator, AGENTS, [
        ["intent", intent],
        ["id", PARTNER_SEED.agent02],
        ["ids", PARTNER_SEED.agent02],
      ]);
      expect(refused.status, intent).toBe(403);
    }
  });

  it("批量结算配置 on the selected rows: the form first, then one config for all of them", async () => {
    const browser = await signedInAs("qa3");
    const ids = [PARTNER_SEED.agent02, seedId(60, 11)];
    const ask = await post(browser, AGENTS, [
      ["intent", "settle-config"],
      ...ids.map((id): [string, string] => ["ids", id]),
    ]);
    expect(ask.status).toBe(200);
    const form = await ask.text();
    expect(form).toContain("将为已选的 2 个代理商设置同一结算配置");
    expect(form).toContain(`value="${ids.join(",")}"`);
    const bad = await post(browser, AGENTS, [
      ["intent", "settle-config"],
      ["ids", ids.join(",")],
      ["settleType", "2"],
      ["feeRate", "abc"],
    ]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("请输入0至100之间的数值，最多4位小数");
    const run = await post(browser, AGENTS, [
      ["intent", "settle-config"],
      ["ids", ids.join(",")],
      ["settleType", "2"],
      ["feeRate", "0.05"],
      ["singleFee", "2"],
    ]);
    expect(run.status).toBe(302);
    const rows = await sandboxDb()
      .prepare("SELECT settle_type, agent_settle_list FROM cloud_agent_info WHERE id IN (?, ?)")
      .bind(...ids)
      .all();
    expect(rows.results).toEqual(
      ids.map(() => ({
        settle_type: 2,
        agent_settle_list: JSON.stringify([{ settleType: "2", feeRate: "0.05", singleFee: "2" }]),
      })),
    );
  });

  it("交易开关 asks first, then turns trading off for every selected row", async () => {
    const browser = await signedInAs("qa3");
    const ids = [seedId(60, 16), seedId(60, 21)];
    const entries: [string, string][] = [["intent", "trade-off"], ...ids.map((id): [string, string] => ["ids", id])];
    const ask = await post(browser, AGENTS, entries);
    expect(await ask.text()).toContain("确定对选中的 2 条数据执行“关闭交易”吗？");
    expect((await post(browser, AGENTS, [...entries, ["confirmed", "1"]])).status).toBe(302);
    const flags = await sandboxDb()
      .prepare("SELECT trade_flag FROM cloud_agent_info WHERE id IN (?, ?)")
      .bind(...ids)
      .all();
    expect(flags.results).toEqual([{ trade_flag: 0 }, { trade_flag: 0 }]);
  });

  it("delete: an agent with sub-agents is refused with the backend's reason; a new one goes", async () => {
    const browser = await signedInAs("qa3");
    const refused = await post(browser, `${AGENTS}?dialog=delete&id=${PARTNER_SEED.agent01}`, [
      ["intent", "delete"],
      ["id", PARTNER_SEED.agent01],
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("存在下级代理商，不能删除");
    const tag = unique();
    expect((await post(browser, AGENTS, agentForm(tag))).status).toBe(302);
    const id = await created(browser, tag);
    expect(
      (
        await post(browser, `${AGENTS}?dialog=delete&id=${id}`, [
          ["intent", "delete"],
          ["id", id],
        ])
      ).status,
    ).toBe(302);
    expect(
      rowIds(await html(browser, `${AGENTS}?agentNoAndAgentNameSearch=${encodeURIComponent(`测试代理${tag}`)}`)),
    ).toEqual([]);
    // agent01 holds no delete button.
    expect(
      (
        await post(await agent01(), AGENTS, [
          ["intent", "delete"],
          ["id", PARTNER_SEED.agent02],
        ])
      ).status,
    ).toBe(403);
  });
});

describe("代理商列表 导出", () => {
  it("streams the backend's own workbook of the operator's scope, named 代理商列表_yyyyMMddhhmmss.xlsx", async () => {
    const browser = await agent01();
    const response = await browser.get("/kit/export/agent/agentInfo?format=xlsx&agentLevel=2");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const name = decodeURIComponent(
      /filename\*=UTF-8''([^;]+)/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "",
    );
    expect(name).toMatch(/^代理商列表_\d{14}\.xlsx$/);
    const text = (await unzip(await response.arrayBuffer())).get("xl/worksheets/sheet1.xml")!;
    expect(text).toContain("A000006");
    expect(text).not.toContain("A000007");
    // Without the button code (a merchant's operator): refused.
    expect((await (await signedInAs("mer01", "123456")).get("/kit/export/agent/agentInfo?format=xlsx")).status).toBe(
      403,
    );
  });
});
