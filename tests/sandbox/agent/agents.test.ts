/** cloud-agent's agent service: the list, detail, writes and export, each within the partner scope (ADR 016). */
import { beforeAll, describe, expect, it } from "vitest";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { authed, body, type Page, type R, sandboxEnv, signIn } from "../helpers";
import { expectWellFormed, unzip } from "../../worker/kit/read-export";

const API = "/api/cloud-agent/agent/agentinfo";
type Agent = Record<string, unknown> & { id: string; agentNo: string; agentPath: string };

const tokens: Record<string, string> = {};
beforeAll(async () => {
  tokens.admin = (await signIn("admin", "admin")).access_token;
  for (const account of ["agent01", "agent02", "mer01"])
    tokens[account] = (await signIn(account, "123456")).access_token;
});

async function get<T>(path: string, who = "admin"): Promise<R<T>> {
  return body<R<T>>(await authed(path, tokens[who]!));
}

async function send<T = unknown>(path: string, payload: unknown, who = "admin", method = "POST"): Promise<R<T>> {
  return body<R<T>>(
    await authed(path, tokens[who]!, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    }),
  );
}

/** How many agents lie in A000001's subtree (itself included). */
async function subtreeOf(id: string): Promise<number> {
  return (await sandboxEnv.DB.prepare(
    "SELECT COUNT(*) AS n FROM cloud_agent_info WHERE tenant_id = '000001' AND is_deleted = 0 AND (id = ? OR (',' || ancestors || ',') LIKE ?)",
  )
    .bind(id, `%,${id},%`)
    .first<number>("n"))!;
}

const payload = (parentId: string, overrides: Record<string, unknown> = {}) => ({
  parentId,
  agentName: "苏州新锐支付服务有限公司",
  userName: `na${Date.now() % 1_000_000}`,
  password: "abc12345",
  linkMan: "周新锐",
  mobile: "13812345678",
  channelCode: "LAKALA",
  payLimit: "50000.00",
  settleType: "1",
  agentAccountingRate: "0.30",
  agentDefaultMerchantRates: [
    { rateType: 1, rateValue: "0.38" },
    { rateType: 2, rateValue: "" },
  ],
  xwStatus: "1",
  retStatus: "0",
  frStatus: "0",
  smsStatus: "1",
  accounRateType: "1",
  channelAgentRateVOS: [{ channelCode: "LAKALA", wxRate: "0.30", aliRate: "0.30", unionRate: "0.40" }],
  linkEmail: "xr@example.com",
  agentAccount: "6222021234567890",
  tradeFlag: "1",
  extractRate: "0",
  agentType: "1",
  agentSettleList: [{ settleType: "1", feeRate: "0", singleFee: "0" }],
  ...overrides,
});

describe("agent list", () => {
  it("shows the platform every agent and an agent's operator only its subtree", async () => {
    expect((await get<Page<Agent>>(`${API}/page`)).data.total).toBe(3040);
    const mine = await get<Page<Agent>>(`${API}/page?size=500`, "agent01");
    expect(mine.data.total).toBe(await subtreeOf(PARTNER_SEED.agent01));
    expect(mine.data.total).toBeGreaterThan(50);
    expect(mine.data.records.every((a) => a.agentPath.split(",").includes(PARTNER_SEED.agent01))).toBe(true);
    const second = await get<Page<Agent>>(`${API}/page?size=500`, "agent02");
    expect(second.data.total).toBe(await subtreeOf(PARTNER_SEED.agent02));
    expect(second.data.records.some((a) => a.id === PARTNER_SEED.agent01)).toBe(false);
    expect((await get<Page<Agent>>(`${API}/page`, "mer01")).data.total).toBe(0);
  });

  it("searches by name or number and filters by level, status and settle type, within the scope", async () => {
    const byNo = await get<Page<Agent>>(`${API}/page?agentNoAndAgentNameSearch=A000002`);
    expect(byNo.data.records.map((a) => a.agentNo)).toEqual(["A000002"]);
    // A000002 is another first-level agent: agent01 does not find it.
    expect((await get<Page<Agent>>(`${API}/page?agentNoAndAgentNameSearch=A000002`, "agent01")).data.total).toBe(0);
    const level = await get<Page<Agent>>(`${API}/page?agentLevel=3&agentStatus=1&settleType=2&size=100`, "agent01");
    expect(level.data.total).toBeGreaterThan(0);
    expect(level.data.records.every((a) => a.agentLevel === 3 && a.agentStatus === 1 && a.settleType === 2)).toBe(true);
  });

  it("refuses a detail outside the scope with 403 and 无权访问该数据, never the row", async () => {
    const other = await get<Agent>(`${API}/detail?id=${PARTNER_SEED.agent01.replace(/1$/, "2")}`, "agent01");
    expect(other).toEqual({ code: 403, success: false, msg: "无权访问该数据", data: {} });
    const own = await get<Agent>(`${API}/detail?id=${PARTNER_SEED.agent02}`, "agent01");
    expect(own.data).toMatchObject({
      id: PARTNER_SEED.agent02,
      agentNo: "A000006",
      parentName: "上海锦程信息科技有限公司",
      agentLevel: 2,
    });
    expect((await get(`${API}/getAgentDebitCard?agentId=${PARTNER_SEED.agent01}`, "agent02")).code).toBe(403);
    expect((await get(`${API}/levelList?id=${PARTNER_SEED.agent02}`, "agent01")).data).toEqual([
      expect.objectContaining({ agentNo: "A000001", agentLevel: 1 }),
      expect.objectContaining({ agentNo: "A000006", agentLevel: 2 }),
    ]);
  });
});

describe("agent save and update", () => {
  it("creates an agent one level below its parent (the first value of the cascade), with its login account", async () => {
    const data = payload(`${PARTNER_SEED.agent02},${PARTNER_SEED.agent01}`);
    expect(await send(`${API}/save`, data, "agent01")).toMatchObject({ code: 200, success: true });
    const found = await get<Page<Agent>>(
      `${API}/page?agentNoAndAgentNameSearch=${encodeURIComponent("苏州新锐支付")}`,
      "agent01",
    );
    const created = found.data.records[0]!;
    expect(created).toMatchObject({
      agentLevel: 3,
      parentId: PARTNER_SEED.agent02,
      userName: data.userName,
      payLimit: "50000.00",
      agentDefaultMerchantRates: [{ rateType: 1, rateValue: "0.38" }],
    });
    expect(created.agentPath).toBe(`${PARTNER_SEED.agent01},${PARTNER_SEED.agent02},${created.id}`);
    // The new account signs in and sees only its own agent.
    const own = await signIn(data.userName, "abc12345");
    expect((await body<R<Page<Agent>>>(await authed(`${API}/page`, own.access_token))).data.total).toBe(1);
  });

  it("refuses what the backend refuses, with its reason", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ mobile: "" }, "手机号码不能为空"],
      [{ mobile: "1381234567" }, "手机号码长度不为11位"],
      [{ mobile: "02112345678" }, "手机号码格式不正确"],
      [{ agentAccountingRate: "0.1" }, "分润结算费率不能低于上级代理商的"],
      [{ agentDefaultMerchantRates: [{ rateType: 1, rateValue: "0.25" }] }, "默认商户费率不能低于分润结算费率"],
      [{ channelAgentRateVOS: [{ channelCode: "LAKALA", wxRate: "0.10" }] }, "拉卡拉的费率不能低于通道成本0.22%"],
      [{ channelCode: "NOPE" }, "请选择通道"],
      [{ payLimit: "12.345" }, "单笔限额格式不正确"],
      [{ userName: "admin" }, "登录账号已存在"],
    ];
    for (const [overrides, msg] of cases) {
      const answer = await send(`${API}/save`, payload(PARTNER_SEED.agent02, overrides));
      expect(answer.success, JSON.stringify(overrides)).toBe(false);
      expect(answer.msg).toContain(msg);
    }
    // A third-level parent cannot have children; a parent outside the scope is refused as such.
    const third = (await get<Page<Agent>>(`${API}/page?agentLevel=3`, "agent01")).data.records[0]!;
    expect((await send(`${API}/save`, payload(third.id), "agent01")).msg).toBe("三级代理商不能再发展下级代理商");
    expect(await send(`${API}/save`, payload(PARTNER_SEED.agent01.replace(/1$/, "2")), "agent01")).toMatchObject({
      code: 403,
      msg: "无权访问该数据",
    });
    expect((await send(`${API}/save`, payload(""), "agent01")).msg).toBe("请选择上级代理商");
    expect((await send(`${API}/save`, payload(PARTNER_SEED.agent01), "mer01")).code).toBe(403);
  });

  it("updates an agent, changes its status, account, settlement and trade flag, and logs each change", async () => {
    const agent = (await get<Agent>(`${API}/detail?id=${PARTNER_SEED.agent02}`)).data;
    const update = {
      ...payload("", { agentName: "苏州博瑞支付服务有限公司（改）", agentAccountingRate: "0.29" }),
      id: agent.id,
      agentStatus: "1",
      isEditPassword: "0",
      locationStatus: "1",
      editStoreSettleSwitch: "1",
      agentLevel: 2,
      parentLevel: 1,
    };
    expect((await send(`${API}/update`, update, "agent01")).success).toBe(true);
    const after = (await get<Agent>(`${API}/detail?id=${agent.id}`)).data;
    expect(after).toMatchObject({
      agentName: "苏州博瑞支付服务有限公司（改）",
      agentAccountingRate: "0.29",
      locationStatus: 1,
      editStoreSettleSwitch: 1,
      agentLevel: 2,
    });

    expect((await send(`${API}/updateStatus`, { id: agent.id, agentStatus: "2" })).success).toBe(true);
    expect((await send(`${API}/updateStatus`, { id: agent.id, agentStatus: "9" })).msg).toBe("代理商状态不正确");
    expect((await send(`${API}/updateStatus`, { id: PARTNER_SEED.agent01, agentStatus: "2" }, "agent01")).msg).toBe(
      "不能修改自己的状态",
    );
    expect(
      (
        await send(`${API}/updateAgentAccount`, {
          id: agent.id,
          agentAccount: "6222029999888877",
          accountName: "苏州博瑞",
          bankName: "招商银行",
        })
      ).success,
    ).toBe(true);
    expect((await get<Record<string, unknown>>(`${API}/getAgentDebitCard?agentId=${agent.id}`)).data).toMatchObject({
      cardNo: "6222 **** **** 8877",
      bankName: "招商银行",
    });

    const ids = [agent.id, PARTNER_SEED.agent01].join(",");
    expect(
      (await send(`${API}/batchSetAgentSettlementConfig`, { ids, settleType: "2", feeRate: "0.05", singleFee: "2" }))
        .success,
    ).toBe(true);
    expect((await get<Agent>(`${API}/detail?id=${PARTNER_SEED.agent01}`)).data).toMatchObject({
      settleType: 2,
      agentSettleList: [{ settleType: "2", feeRate: "0.05", singleFee: "2" }],
    });
    expect((await get(`${API}/batchSetAgentTradeFlag?ids=${ids}&tradeFlag=0`)).success).toBe(true);
    expect((await get<Agent>(`${API}/detail?id=${agent.id}`)).data.tradeFlag).toBe(0);
    // agent02 may not touch its parent in a batch.
    expect((await get(`${API}/batchSetAgentTradeFlag?ids=${ids}&tradeFlag=1`, "agent02")).code).toBe(403);

    const log = await get<Page<Record<string, unknown>>>(`${API}/getAgentChangeLogById?id=${agent.id}&size=20`);
    expect(log.data.records.map((r) => r.changeType)).toEqual(
      expect.arrayContaining(["修改代理商", "修改状态", "修改结算账户", "批量结算配置", "交易开关"]),
    );
  });

  it("deletes only agents without sub-agents or merchants", async () => {
    expect((await send(`${API}/delete?id=${PARTNER_SEED.agent01}`, null, "admin", "DELETE")).msg).toContain(
      "存在下级代理商",
    );
    await send(`${API}/save`, payload(PARTNER_SEED.agent01, { agentName: "待删除代理商", userName: "todelete01" }));
    const target = (
      await get<Page<Agent>>(`${API}/page?agentNoAndAgentNameSearch=${encodeURIComponent("待删除代理商")}`)
    ).data.records[0]!;
    expect((await send(`${API}/batchDelete?ids=${target.id}`, null, "agent02", "DELETE")).code).toBe(403);
    expect((await send(`${API}/batchDelete?ids=${target.id}`, null, "agent01", "DELETE")).success).toBe(true);
    expect((await get(`${API}/detail?id=${target.id}`)).msg).toBe("代理商不存在");
  });
});

describe("agent export", () => {
  it("answers the list's filters as an xlsx of the caller's scope", async () => {
    const response = await authed(`${API}/export?agentLevel=2`, tokens.agent01!, { method: "POST" });
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''");
    const parts = await unzip(await response.arrayBuffer());
    expectWellFormed(parts);
    const text = parts.get("xl/worksheets/sheet1.xml")!;
    expect(text).toContain("代理商编号");
    expect(text).toContain("A000006");
    expect(text).not.toContain("A000007"); // second level under A000002
  });

  it("masks the mobiles (its sheet says so) unless full=1 is asked by a holder of agent_export_full (ADR 029)", async () => {
    const sheet = async (query: string, who: string) => {
      const response = await authed(`${API}/export?agentLevel=1${query}`, tokens[who]!, { method: "POST" });
      expect(response.headers.get("content-type")).toContain("spreadsheetml");
      const parts = await unzip(await response.arrayBuffer());
      return { workbook: parts.get("xl/workbook.xml")!, text: parts.get("xl/worksheets/sheet1.xml")! };
    };
    const masked = await sheet("", "admin");
    expect(masked.workbook).toContain('name="代理商列表（已脱敏）"');
    expect(masked.text).toMatch(/>1\d\d\*{4}\d{4}</);
    expect(masked.text).not.toMatch(/>1[3-9]\d{9}</);
    const whole = await sheet("&full=1", "admin");
    expect(whole.workbook).toContain('name="代理商列表"');
    expect(whole.text).toMatch(/>1[3-9]\d{9}</);
    // agent01 holds agent_export, not agent_export_full: refused.
    expect(
      await body<R<unknown>>(await authed(`${API}/export?full=1`, tokens.agent01!, { method: "POST" })),
    ).toMatchObject({ code: 403, msg: "无权操作" });
  });
});
