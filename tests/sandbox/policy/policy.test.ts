/**
 * cloud-policy (ADR 020): 费率模板 (every pair priced, copy, removal refused while a policy uses it, rates
 * kept once a policy using it is in force) and 政策列表 (a day after today, history once in force, the
 * network's ordering checked on save and answered in words naming the rate), platform only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POLICY_SEED, RATE_PAIRS } from "../../../workers/sandbox/services/policy/catalogue";
import { nextMonthStart } from "../../../workers/sandbox/services/policy/seed";
import { beijingToday } from "../../../workers/sandbox/services/policy/store";
import { authed, get, type Page, sandboxEnv, signIn, signInWithCaptcha, postJson as post } from "../helpers";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const API = "/api/cloud-policy";
type Item = { channelCode: string; payType: string; rate: string; cap: string };
type Template = { id: string; templateName: string; policyCount: number; inForce: number; items?: Item[] };
type Policy = {
  id: string;
  policyName: string;
  templateId: string;
  targetType: number;
  agentLevel: number | "";
  agentNo: string;
  effectiveDate: string;
  state: number;
};

const dayAfter = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Every pair at `wx` for 微信/支付宝, `union` for 银联, `card` for 银行卡. */
const items = (wx: string, union = wx, card = wx, cap = ""): Item[] =>
  RATE_PAIRS.map((p) => ({
    channelCode: p.channelCode,
    payType: p.payType,
    rate: p.payType === "UNIONPAY" ? union : p.payType === "CARD" ? card : wx,
    cap: p.payType === "CARD" ? cap : "",
  }));

let admin: string;
let agent: string;
beforeAll(async () => {
  admin = (await signInWithCaptcha("admin", "admin", "000001")).access_token;
  agent = (await signIn("agent01", "123456")).access_token;
}, 60_000);

async function newTemplate(name: string, list: Item[]): Promise<string> {
  const saved = await post<{ id: string }>(`${API}/rateTemplate/submit`, admin, { templateName: name, items: list });
  expect(saved, name).toMatchObject({ code: 200 });
  return saved.data.id;
}

describe("费率模板", () => {
  it("prices every channel and pay type; the seed's three level templates rise with the level", async () => {
    const pairs = await get<{ channelCode: string; payType: string }[]>(`${API}/rateTemplate/pairs`, admin);
    expect(pairs.data).toHaveLength(14);
    const page = await get<Page<Template>>(`${API}/rateTemplate/list?current=1&size=50`, admin);
    const seeded = [1, 2, 3].map((n) => page.data.records.find((t) => t.id === POLICY_SEED.template(n))!);
    expect(seeded.map((t) => t.templateName)).toEqual(["一级代理成本模板", "二级代理成本模板", "三级代理成本模板"]);
    const rates = await Promise.all(
      seeded.map(async (t) => (await get<Template>(`${API}/rateTemplate/detail?id=${t.id}`, admin)).data.items!),
    );
    for (let i = 0; i < 14; i++) {
      expect(Number(rates[0]![i]!.rate)).toBeLessThanOrEqual(Number(rates[1]![i]!.rate));
      expect(Number(rates[1]![i]!.rate)).toBeLessThanOrEqual(Number(rates[2]![i]!.rate));
    }
    expect(rates[0]!.find((i) => i.payType === "CARD")!.cap).toBe("20.00");
  });

  it("refuses a missing, malformed or out-of-range rate and a bad cap, naming the pair; a duplicate name", async () => {
    const missing = items("0.3").slice(1);
    expect((await post(`${API}/rateTemplate/submit`, admin, { templateName: "缺一项", items: missing })).msg).toBe(
      "请填写微信官方·微信支付的费率",
    );
    const fiveDecimals = items("0.30001");
    expect(
      (await post(`${API}/rateTemplate/submit`, admin, { templateName: "五位小数", items: fiveDecimals })).msg,
    ).toMatch(/^微信官方·微信支付的费率须为/);
    expect((await post(`${API}/rateTemplate/submit`, admin, { templateName: "过高", items: items("12") })).msg).toMatch(
      /费率须为0至10之间/,
    );
    expect(
      (
        await post(`${API}/rateTemplate/submit`, admin, {
          templateName: "封顶",
          items: items("0.3", "0.3", "0.5", "-1"),
        })
      ).msg,
    ).toMatch(/银行卡的封顶金额须为/);
    expect((await post(`${API}/rateTemplate/submit`, admin, { templateName: "", items: items("0.3") })).msg).toBe(
      "模板名称不能为空",
    );
    expect(
      (await post(`${API}/rateTemplate/submit`, admin, { templateName: "一级代理成本模板", items: items("0.3") })).msg,
    ).toBe("模板名称已存在");
  });

  it("copies a template with its rates; removes an unused one; refuses to remove one a policy uses", async () => {
    const copied = await post<{ id: string; templateName: string }>(`${API}/rateTemplate/copy`, admin, {
      id: POLICY_SEED.template(1),
    });
    expect(copied.data.templateName).toBe("一级代理成本模板（副本）");
    const again = await post<{ templateName: string }>(`${API}/rateTemplate/copy`, admin, {
      id: POLICY_SEED.template(1),
    });
    expect(again.data.templateName).toBe("一级代理成本模板（副本2）");
    const [source, copy] = await Promise.all(
      [POLICY_SEED.template(1), copied.data.id].map(
        async (id) => (await get<Template>(`${API}/rateTemplate/detail?id=${id}`, admin)).data.items,
      ),
    );
    expect(copy).toEqual(source);
    expect((await post(`${API}/rateTemplate/remove?ids=${POLICY_SEED.template(1)}`, admin, {})).msg).toBe(
      "该模板已被政策使用，不能删除",
    );
    expect((await post(`${API}/rateTemplate/remove?ids=${copied.data.id}`, admin, {})).code).toBe(200);
    expect((await get(`${API}/rateTemplate/detail?id=${copied.data.id}`, admin)).msg).toBe("费率模板不存在");
  });

  it("keeps the rates of a template whose policy is in force; checks the ordering when a future policy's template changes", async () => {
    // Uniform 0.25 % with a cap: not above the children's own 分润结算费率 now, nor their level template's costs from next month.
    const id = await newTemplate("生效中模板", items("0.25", "0.25", "0.25", "20"));
    const policy = await post<{ id: string }>(`${API}/policy/submit`, admin, {
      policyName: "生效中",
      templateId: id,
      targetType: 2,
      agentNo: "A000001",
      effectiveDate: dayAfter(beijingToday()),
    });
    expect(policy.code).toBe(200);
    // Its day comes: the policy is history and its template's rates stay.
    await sandboxEnv.DB.prepare("UPDATE cloud_policy SET effective_date = ? WHERE id = ?")
      .bind(beijingToday(), policy.data.id)
      .run();
    expect(
      (
        await post(`${API}/rateTemplate/submit`, admin, {
          id,
          templateName: "生效中模板",
          items: items("0.24", "0.25", "0.25", "20"),
        })
      ).msg,
    ).toBe("该模板已被生效中的政策使用，费率不能修改，请复制后修改");
    expect(
      (
        await post(`${API}/rateTemplate/submit`, admin, {
          id,
          templateName: "生效中模板（改名）",
          items: items("0.25", "0.25", "0.25", "20"),
        })
      ).code,
    ).toBe(200);
    // The seeded first-level template is used from next month: raising its 微信 cost above the second level's breaks the ordering.
    const broken = await post(`${API}/rateTemplate/submit`, admin, {
      id: POLICY_SEED.template(1),
      templateName: "一级代理成本模板",
      items: items("0.29", "0.30", "0.50", "20"),
    });
    expect(broken.msg).toMatch(/^代理商 A\d{6} .+ 的.+成本费率 0\.28% 低于上级代理商 A\d{6} .+ 的 0\.29%$/);
  });
});

describe("政策列表", () => {
  it("lists the seeded level policies from next month, 待生效", async () => {
    const page = await get<Page<Policy>>(`${API}/policy/list?targetType=1&current=1&size=10`, admin);
    const seeded = page.data.records.filter((p) => p.id.startsWith("186"));
    expect(seeded.map((p) => [p.agentLevel, p.effectiveDate, p.state]).sort()).toEqual(
      [1, 2, 3].map((l) => [l, nextMonthStart(Date.now()), 0]),
    );
    expect(
      (await get<Page<Policy>>(`${API}/policy/list?state=0&agentLevel=2&current=1&size=10`, admin)).data.records.every(
        (p) => p.agentLevel === 2 && p.state === 0,
      ),
    ).toBe(true);
  });

  it("takes a day after today only, a template and a target that exist", async () => {
    const base = { policyName: "检查", templateId: POLICY_SEED.template(2), targetType: 2, agentNo: "A000006" };
    expect((await post(`${API}/policy/submit`, admin, { ...base, effectiveDate: beijingToday() })).msg).toBe(
      "生效日期须晚于今天",
    );
    expect((await post(`${API}/policy/submit`, admin, { ...base, effectiveDate: "2026-02-30" })).msg).toBe(
      "生效日期格式不正确",
    );
    expect(
      (
        await post(`${API}/policy/submit`, admin, {
          ...base,
          agentNo: "A999999",
          effectiveDate: dayAfter(beijingToday()),
        })
      ).msg,
    ).toBe("代理商 A999999 不存在");
    expect(
      (await post(`${API}/policy/submit`, admin, { ...base, templateId: "1", effectiveDate: dayAfter(beijingToday()) }))
        .msg,
    ).toBe("费率模板不存在");
    expect(
      (
        await post(`${API}/policy/submit`, admin, {
          ...base,
          targetType: 1,
          agentLevel: 4,
          effectiveDate: dayAfter(beijingToday()),
        })
      ).msg,
    ).toBe("请选择代理商级别");
  });

  it("refuses a cost below the parent's, or above a merchant's rate, naming the rate; saves one that keeps the order", async () => {
    // From next month every level has its template: A000006 (second level) may cost between its parent's and its children's.
    const month = nextMonthStart(Date.now());
    const low = await newTemplate("低于上级", items("0.20", "0.33", "0.52", "22"));
    const refused = await post(`${API}/policy/submit`, admin, {
      policyName: "低于上级",
      templateId: low,
      targetType: 2,
      agentNo: "A000006",
      effectiveDate: month,
    });
    expect(refused.msg).toMatch(
      /^代理商 A000006 .+ 的微信官方·微信支付成本费率 0\.20% 低于上级代理商 A000001 .+ 的 0\.25%$/,
    );
    const high = await newTemplate("高于商户", items("0.40", "0.36", "0.55", "25"));
    const above = await post(`${API}/policy/submit`, admin, {
      policyName: "高于商户",
      templateId: high,
      targetType: 2,
      agentNo: "A000018",
      effectiveDate: month,
    });
    expect(above.msg).toMatch(
      /^商户 M\d{8} .+ 的(微信支付|支付宝)费率 0\.3[58]% 低于代理商 A000018 .+ 的.+成本费率 0\.40%$/,
    );
    // Today's costs are the agents' own 分润结算费率, one for every pair: a bank-card cost of 0.52 % above A000006's children's is refused before next month.
    const fits = await newTemplate("二级适中", items("0.28", "0.33", "0.52", "22"));
    const early = await post(`${API}/policy/submit`, admin, {
      policyName: "提前",
      templateId: fits,
      targetType: 2,
      agentNo: "A000006",
      effectiveDate: dayAfter(beijingToday()),
    });
    expect(early.msg).toMatch(/^代理商 A\d{6} .+ 的.+成本费率 0\.3\d% 低于上级代理商 A000006 .+ 的 0\.(33|52)%$/);
    const saved = await post<{ id: string }>(`${API}/policy/submit`, admin, {
      policyName: "A000006 专属",
      templateId: fits,
      targetType: 2,
      agentNo: "A000006",
      effectiveDate: month,
    });
    expect(saved.code, saved.msg).toBe(200);
    const shown = (await get<Policy>(`${API}/policy/detail?id=${saved.data.id}`, admin)).data;
    expect(shown).toMatchObject({ agentNo: "A000006", templateId: fits, state: 0, effectiveDate: month });
    expect(
      (
        await post(`${API}/policy/submit`, admin, {
          id: saved.data.id,
          policyName: "A000006 专属（改）",
          templateId: fits,
          targetType: 2,
          agentNo: "A000006",
          effectiveDate: dayAfter(month),
        })
      ).code,
    ).toBe(200);
    expect(
      (
        await post(`${API}/policy/submit`, admin, {
          policyName: "同日重复",
          templateId: fits,
          targetType: 2,
          agentNo: "A000006",
          effectiveDate: dayAfter(month),
        })
      ).msg,
    ).toBe("该适用对象在该生效日期已有政策");
    expect((await post(`${API}/policy/remove?ids=${saved.data.id}`, admin, {})).code).toBe(200);
  });

  it("keeps a policy in force as history: neither edited nor removed", async () => {
    const saved = await post<{ id: string }>(`${API}/policy/submit`, admin, {
      policyName: "历史",
      templateId: POLICY_SEED.template(3),
      targetType: 2,
      agentNo: "A000018",
      effectiveDate: nextMonthStart(Date.now()),
    });
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    await sandboxEnv.DB.prepare("UPDATE cloud_policy SET effective_date = ? WHERE id = ?")
      .bind(beijingToday(), saved.data.id)
      .run();
    expect((await get<Policy>(`${API}/policy/detail?id=${saved.data.id}`, admin)).data.state).toBe(1);
    expect(
      (
        await post(`${API}/policy/submit`, admin, {
          id: saved.data.id,
          policyName: "历史（改）",
          templateId: POLICY_SEED.template(3),
          targetType: 2,
          agentNo: "A000018",
          effectiveDate: dayAfter(beijingToday()),
        })
      ).msg,
    ).toBe("已生效的政策不能修改或删除，请新建政策");
    expect((await post(`${API}/policy/remove?ids=${saved.data.id}`, admin, {})).msg).toBe(
      "已生效的政策不能修改或删除，请新建政策",
    );
  });

  it("is platform data: a partner account neither reads nor changes it", async () => {
    expect((await authed(`${API}/policy/list?current=1&size=10`, agent)).status).toBe(200);
    expect((await get(`${API}/policy/list?current=1&size=10`, agent)).code).toBe(403);
    expect((await get(`${API}/rateTemplate/list?current=1&size=10`, agent)).code).toBe(403);
    expect((await post(`${API}/rateTemplate/submit`, agent, { templateName: "越权", items: items("0.3") })).code).toBe(
      403,
    );
    expect((await post(`${API}/policy/remove?ids=${POLICY_SEED.policy(1)}`, agent, {})).code).toBe(403);
  });
});
