/**
 * Publishing (ADR 024): 系统通知 (sys/msg/submit, remove) reaches every user of the tenant as an
 * unread notice; 平台公告 (platformInfo/batch-submit) is one announcement per department, each
 * delivered as a personal 系统消息 to the users of that department's subtree, within the
 * operator's own department subtree only. Notices are published in tenant 000002 and
 * announcements go to departments without the qa accounts, so the seeded counts other tests
 * read stay as they are.
 */
import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { ORG_SEED } from "../../../workers/sandbox/services/org/seed";
import { authed, body, get, type Page, type R, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";

const MSG = "/api/cloud-msg-center";
type Notice = { id: string; title: string; content: string; msgType: number; isRead: number; sender: string };
type Info = {
  id: string;
  batchId: string;
  title: string;
  content: string;
  createDept: string;
  createDeptName: string;
  receiverCount: number;
  readCount: number;
};

async function post<T = Record<string, unknown>>(path: string, token: string, json?: unknown): Promise<R<T>> {
  const response = await authed(path, token, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  expect(response.status, path).toBe(200);
  return body<R<T>>(response);
}

/** 上海市场拓展部: a department neither batch names. */
const SHANGHAI_MARKET = seedId(40, 12);

const unreadNotices = async (token: string) => (await get<number>(`${MSG}/sys/msg/notReadNum`, token)).data;
const unreadMessages = async (token: string) => (await get<number>(`${MSG}/msg/not_read_num`, token)).data;

/** The account of a live tenant-000001 user whose (only) department is `dept`. */
async function accountIn(dept: string): Promise<string> {
  const account = await sandboxEnv.DB.prepare(
    "SELECT account FROM blade_user WHERE tenant_id = '000001' AND dept_id = ? AND is_deleted = 0 AND status = 1 ORDER BY account LIMIT 1",
  )
    .bind(dept)
    .first<string>("account");
  if (!account) throw new Error(`no user in ${dept}`);
  return account;
}

describe("系统通知 publishing", () => {
  it("a published notice is unread for another user of the tenant until read; remove withdraws it", async () => {
    const admin = (await signInWithCaptcha("admin", "admin")).access_token;
    const other = (await signInWithCaptcha("user01", "123456")).access_token;
    const before = await unreadNotices(other);
    const title = `系统升级通知 ${Date.now()}`;
    expect(
      await post(`${MSG}/sys/msg/submit`, admin, { title, msgType: 2, content: "今晚 23:00 升级。" }),
    ).toMatchObject({ code: 200, success: true });
    expect(await unreadNotices(other)).toBe(before + 1);
    const row = (await get<Page<Notice>>(`${MSG}/sys/msg/page?title=${encodeURIComponent(title)}`, other)).data
      .records[0]!;
    expect(row).toMatchObject({ title, msgType: 2, isRead: 0, sender: "管理员", content: "今晚 23:00 升级。" });
    // Tenant 000001 does not see it.
    const qa = (await signIn("qa4", "qa123456")).access_token;
    expect((await get<Page<Notice>>(`${MSG}/sys/msg/page?title=${encodeURIComponent(title)}`, qa)).data.total).toBe(0);
    expect((await post(`${MSG}/sys/msg/remove?ids=${row.id}`, qa)).msg).toBe("操作失败");

    await get(`${MSG}/sys/msg/readBatch?ids=${row.id}`, other);
    expect(await unreadNotices(other)).toBe(before);
    expect(await post(`${MSG}/sys/msg/remove?ids=${row.id}`, admin)).toMatchObject({ code: 200 });
    expect((await get<Page<Notice>>(`${MSG}/sys/msg/page?title=${encodeURIComponent(title)}`, other)).data.total).toBe(
      0,
    );
    expect(
      await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM cloud_sys_msg_read WHERE msg_id = ?")
        .bind(row.id)
        .first<number>("n"),
    ).toBe(0);
  });

  it("refuses bad input with the backend's words and saves nothing", async () => {
    const admin = (await signInWithCaptcha("admin", "admin")).access_token;
    const count = () =>
      sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM cloud_sys_msg WHERE tenant_id = '000002'").first<number>("n");
    const before = await count();
    const cases: [unknown, string][] = [
      [{ title: "", msgType: 1, content: "x" }, "标题不能为空"],
      [{ title: "标".repeat(101), msgType: 1, content: "x" }, "标题不能超过100个字符"],
      [{ title: "t", msgType: 1, content: "" }, "内容不能为空"],
      [{ title: "t", msgType: 1, content: "字".repeat(2001) }, "内容不能超过2000个字符"],
      [{ title: "t", msgType: 3, content: "x" }, "通知类型不正确"],
      [{ id: "1", title: "t", msgType: 1, content: "x" }, "系统通知发布后不能修改"],
    ];
    for (const [json, msg] of cases)
      expect(await post(`${MSG}/sys/msg/submit`, admin, json)).toMatchObject({ code: 400, success: false, msg });
    expect(await count()).toBe(before);
    const missing = await authed(`${MSG}/sys/msg/remove`, admin, { method: "POST" });
    expect(await body(missing)).toMatchObject({ code: 400, msg: "缺少必要的请求参数: ids" });
  });
});

describe("平台公告", () => {
  it("batch-submit to two departments reaches the users of both subtrees and not a third", async () => {
    const admin = (await signIn("admin", "admin")).access_token;
    const [inTech, inGroup, inShanghai] = await Promise.all([
      accountIn(ORG_SEED.deptTech),
      accountIn(ORG_SEED.deptBeijingGroup1),
      accountIn(SHANGHAI_MARKET),
    ]);
    const tokens = await Promise.all(
      [inTech, inGroup, inShanghai].map(async (account) => (await signIn(account, "123456")).access_token),
    );
    const before = await Promise.all(tokens.map(unreadMessages));
    const title = `季度经营会议 ${Date.now()}`;
    const saved = await post(`${MSG}/platformInfo/batch-submit`, admin, {
      title,
      content: "请各部门负责人参会。",
      deptIds: [ORG_SEED.deptTech, ORG_SEED.deptBeijingMarket],
    });
    expect(saved).toMatchObject({ code: 200, success: true });
    // 北京渠道一组 is below 北京市场拓展部: its users are reached too.
    expect(await Promise.all(tokens.map(unreadMessages))).toEqual([before[0]! + 1, before[1]! + 1, before[2]!]);
    const received = (await get<Page<Notice>>(`${MSG}/msg/page?title=${encodeURIComponent(title)}`, tokens[1]!)).data
      .records;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      title,
      msgType: 2,
      isRead: 0,
      content: "请各部门负责人参会。",
      sender: "管理员",
    });

    const list = (await get<Page<Info>>(`${MSG}/msg/platformInfo/page?title=${encodeURIComponent(title)}`, admin)).data;
    expect(list.total).toBe(2);
    expect(list.records.map((r) => r.createDeptName).sort()).toEqual(["北京市场拓展部", "技术研发部"]);
    expect(new Set(list.records.map((r) => r.batchId)).size).toBe(1);
    const market = list.records.find((r) => r.createDept === ORG_SEED.deptBeijingMarket)!;
    expect(market.receiverCount).toBeGreaterThanOrEqual(2);
    expect(market.readCount).toBe(0);
    const byDept = await get<Page<Info>>(
      `${MSG}/msg/platformInfo/page?createDept=${ORG_SEED.deptTech}&title=${encodeURIComponent(title)}`,
      admin,
    );
    expect(byDept.data.records.map((r) => r.createDeptName)).toEqual(["技术研发部"]);

    // Edited while nobody has read it (the delivered message follows); refused once read.
    expect(
      await post(`${MSG}/platformInfo/submit`, admin, {
        id: market.id,
        title: `${title}（改）`,
        content: "改期至周五。",
      }),
    ).toMatchObject({ code: 200 });
    const edited = (
      await get<Page<Notice>>(`${MSG}/msg/page?title=${encodeURIComponent(`${title}（改）`)}`, tokens[1]!)
    ).data.records[0]!;
    expect(edited.content).toBe("改期至周五。");
    await get(`${MSG}/msg/readBatch?ids=${edited.id}`, tokens[1]!);
    expect(
      await post(`${MSG}/platformInfo/submit`, admin, { id: market.id, title: "再改", content: "x" }),
    ).toMatchObject({ code: 400, msg: "公告已有人阅读，不能修改" });

    // Removing withdraws the delivered messages.
    const ids = list.records.map((r) => r.id).join(",");
    expect(await post(`${MSG}/platformInfo/remove?ids=${ids}`, admin)).toMatchObject({ code: 200 });
    expect(await unreadMessages(tokens[0]!)).toBe(before[0]);
    expect(
      (await get<Page<Info>>(`${MSG}/msg/platformInfo/page?title=${encodeURIComponent(title)}`, admin)).data.total,
    ).toBe(0);
  });

  it("refuses a department outside the operator's subtree, and lists only the subtree's announcements", async () => {
    // user05: an administrator of one department (北京客户服务部) only.
    const branchAdmin = (await signIn("user05", "123456")).access_token;
    const own = (await sandboxEnv.DB.prepare(
      "SELECT dept_id FROM blade_user WHERE account = 'user05' AND tenant_id = '000001'",
    ).first<string>("dept_id"))!;
    const count = () => sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM cloud_platform_info").first<number>("n");
    const before = await count();
    const title = `越权公告 ${Date.now()}`;
    const refused = await post(`${MSG}/platformInfo/batch-submit`, branchAdmin, {
      title,
      content: "x",
      deptIds: [own, ORG_SEED.deptBeijingMarket],
    });
    expect(refused).toMatchObject({ code: 400, success: false, msg: "无权向部门「北京市场拓展部」发布公告" });
    expect(
      await post(`${MSG}/platformInfo/batch-submit`, branchAdmin, {
        title,
        content: "x",
        deptIds: ["1999999999999999999"],
      }),
    ).toMatchObject({ code: 400, msg: "接收部门不存在" });
    expect(
      await post(`${MSG}/platformInfo/batch-submit`, branchAdmin, { title, content: "x", deptIds: [] }),
    ).toMatchObject({ code: 400, msg: "请选择接收部门" });
    expect(
      await post(`${MSG}/platformInfo/batch-submit`, branchAdmin, { title: "", content: "x", deptIds: [own] }),
    ).toMatchObject({ code: 400, msg: "标题不能为空" });
    expect(await count()).toBe(before);

    // The admin's announcement to 技术研发部 is outside user05's scope: not listed, not removable.
    const admin = (await signIn("admin", "admin")).access_token;
    await post(`${MSG}/platformInfo/batch-submit`, admin, { title, content: "x", deptIds: [ORG_SEED.deptFinance] });
    const theirs = (await get<Page<Info>>(`${MSG}/msg/platformInfo/page?title=${encodeURIComponent(title)}`, admin))
      .data.records;
    expect(theirs).toHaveLength(1);
    expect(
      (await get<Page<Info>>(`${MSG}/msg/platformInfo/page?title=${encodeURIComponent(title)}`, branchAdmin)).data
        .total,
    ).toBe(0);
    expect(await post(`${MSG}/platformInfo/remove?ids=${theirs[0]!.id}`, branchAdmin)).toMatchObject({
      code: 400,
      msg: "公告不存在或无权操作",
    });
    expect(
      await post(`${MSG}/platformInfo/submit`, branchAdmin, { id: theirs[0]!.id, title: "x", content: "x" }),
    ).toMatchObject({ code: 400, msg: "公告不存在或无权操作" });
    expect((await get(`${MSG}/msg/platformInfo/detail?id=${theirs[0]!.id}`, branchAdmin)).msg).toBe("暂无承载数据");

    // Within its own subtree it publishes.
    expect(
      await post(`${MSG}/platformInfo/batch-submit`, branchAdmin, { title, content: "y", deptIds: [own] }),
    ).toMatchObject({ code: 200 });
    expect(
      (await get<Page<Info>>(`${MSG}/msg/platformInfo/page?title=${encodeURIComponent(title)}`, branchAdmin)).data
        .total,
    ).toBe(1);
    await post(`${MSG}/platformInfo/remove?ids=${theirs[0]!.id}`, admin);
  });
});

describe("button permissions (@PreAuth)", () => {
  it("refuses every write to an account without its button, saving nothing", async () => {
    const agent = (await signIn("agent01", "123456")).access_token;
    const before = await sandboxEnv.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM cloud_sys_msg) + (SELECT COUNT(*) FROM cloud_platform_info) AS n",
    ).first<number>("n");
    const calls: [string, unknown][] = [
      [`${MSG}/sys/msg/submit`, { title: "t", msgType: 1, content: "x" }],
      [`${MSG}/sys/msg/remove?ids=1`, undefined],
      [`${MSG}/platformInfo/batch-submit`, { title: "t", content: "x", deptIds: [ORG_SEED.deptFinance] }],
      [`${MSG}/platformInfo/submit`, { id: "1", title: "t", content: "x" }],
      [`${MSG}/platformInfo/remove?ids=1`, undefined],
    ];
    for (const [path, json] of calls)
      expect(await post(path, agent, json), path).toMatchObject({ code: 403, success: false, msg: "无权操作" });
    expect(
      await sandboxEnv.DB.prepare(
        "SELECT (SELECT COUNT(*) FROM cloud_sys_msg) + (SELECT COUNT(*) FROM cloud_platform_info) AS n",
      ).first<number>("n"),
    ).toBe(before);
  });
});
