/**
 * Publishing in the message centre (ADR 024), in the built Worker against the sandbox:
 * 系统通知's 发布通知 and 删除 (sys_msg_add, sys_msg_delete) and 平台公告's 新增, 修改 and 删除
 * (platform_info_*): refused without the button, bad input echoed with nothing saved, success
 * with 操作成功 — and what the recipients see (the top bar's badges, 我的消息). Notices are
 * published in tenant 000002 (its captcha read from the sandbox's D1) and announcements go to
 * departments without the qa accounts, so the seeded counts other tests read stay as they are.
 */
import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { Browser, captchaCode, captchaKeyIn, location, sandboxDb, signedInAs } from "../browser";
import {
  answer,
  batchDelete,
  DEPT_BEIJING_MARKET,
  DEPT_FINANCE,
  flashed,
  html,
  post,
  tableRows,
  unique,
} from "../screens";

const NOTICES = "/message/sysNotice";
const MINE = "/message/myMessage";
const INFO = "/message/platformInfo";
const DEPT_TECH = seedId(40, 7);
const SHANGHAI_MARKET = seedId(40, 12);

/** A browser signed in to tenant 000002 (captcha on): the code is read as a person reads the image. */
async function signedInTo000002(username: string, password: string): Promise<Browser> {
  const browser = new Browser();
  const first = await (
    await browser.post("/login", { tenantId: "000002", username, password, intent: "password" })
  ).text();
  const key = captchaKeyIn(first);
  const response = await browser.post("/login", {
    tenantId: "000002",
    username,
    password,
    captchaKey: key,
    captchaCode: await captchaCode(key),
    intent: "password",
  });
  if (location(response) !== "/main/index")
    throw new Error(`sign-in of ${username}@000002 failed: HTTP ${response.status}`);
  return browser;
}

/** The top bar's two badges (未读消息, 系统通知) on any page. */
function badges(page: string) {
  return {
    messages: Number(/aria-label="未读消息 (\d+)"/.exec(page)?.[1] ?? NaN),
    notices: Number(/aria-label="系统通知 (\d+)"/.exec(page)?.[1] ?? NaN),
  };
}

const count = (sql: string, ...binds: unknown[]) =>
  sandboxDb()
    .prepare(sql)
    .bind(...binds)
    .first<number>("n");

const noticeForm = (fields: Record<string, string>): [string, string][] =>
  Object.entries({ intent: "create", title: "", msgType: "1", content: "", ...fields });

/** A user of tenant 000001 whose department is `dept`. */
const accountIn = async (dept: string) =>
  (await sandboxDb()
    .prepare(
      "SELECT account FROM blade_user WHERE tenant_id = '000001' AND dept_id = ? AND is_deleted = 0 AND status = 1 ORDER BY account LIMIT 1",
    )
    .bind(dept)
    .first<string>("account"))!;

describe("系统通知: 发布通知 and 删除", () => {
  it("refuses both without the buttons (the operator, an agent), saving nothing", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM cloud_sys_msg");
    for (const [account, password] of [
      ["operator", "operator123"],
      ["agent01", "123456"],
    ] as const) {
      const browser = await signedInAs(account, password);
      const created = await post(browser, `${NOTICES}?dialog=create`, noticeForm({ title: "越权通知", content: "x" }));
      expect(created.status, account).toBe(403);
      const id = (await sandboxDb()
        .prepare("SELECT id FROM cloud_sys_msg WHERE tenant_id = '000001' LIMIT 1")
        .first<string>("id"))!;
      const removed = await post(browser, `${NOTICES}?dialog=delete&id=${id}`, [
        ["intent", "delete"],
        ["id", id],
      ]);
      expect(removed.status, account).toBe(403);
    }
    expect(await count("SELECT COUNT(*) AS n FROM cloud_sys_msg")).toBe(before);
    // An administrator (qa1, with sys_msg_add) is offered 发布通知.
    expect(await html(await signedInAs("qa1"), NOTICES)).toContain("发布通知");
  });

  it("echoes bad input with its errors and saves nothing", async () => {
    const admin = await signedInTo000002("admin", "admin");
    const before = await count("SELECT COUNT(*) AS n FROM cloud_sys_msg WHERE tenant_id = '000002'");
    const form = await html(admin, `${NOTICES}?dialog=create`);
    expect(form).toContain('name="title"');
    expect(form).toMatch(/name="msgType"[^>]*value="2"|value="2"[^>]*name="msgType"/);
    expect(form).toContain('maxLength="2000"');
    const long = "长".repeat(2001);
    const bad = await answer(
      post(admin, `${NOTICES}?dialog=create`, noticeForm({ title: "", msgType: "9", content: long })),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("此项为必填项");
    expect(bad.html).toContain(long);
    expect(bad.html).toContain("请选择有效的选项");
    expect(await count("SELECT COUNT(*) AS n FROM cloud_sys_msg WHERE tenant_id = '000002'")).toBe(before);
  });

  it("publishes a notice another account sees in its badge; reading it and deleting it take it away", async () => {
    const admin = await signedInTo000002("admin", "admin");
    const title = `停机维护通知${unique()}`;
    const done = await post(
      admin,
      `${NOTICES}?dialog=create`,
      noticeForm({ title, msgType: "2", content: "周日 02:00 停机维护。" }),
    );
    expect(done.status).toBe(302);
    expect(location(done)).toBe(NOTICES);
    expect(flashed(await html(admin, location(done)))).toBe(true);

    // A second account signs in afterwards: its badge counts the new notice.
    const other = await signedInTo000002("user02", "123456");
    const list = await html(other, `${NOTICES}?title=${encodeURIComponent(title)}`);
    const row = tableRows(list)[0]!;
    expect(row.cells.join(" ")).toContain(title);
    const unread = await count(
      "SELECT COUNT(*) AS n FROM cloud_sys_msg m WHERE m.tenant_id = '000002' AND NOT EXISTS (SELECT 1 FROM cloud_sys_msg_read r WHERE r.msg_id = m.id AND r.user_id = ?)",
      seedId(41, 102),
    );
    expect(badges(list).notices).toBe(unread);
    const id = /name="ids" value="(\d+)"/.exec(list)![1]!;
    const opened = await html(other, `${NOTICES}?id=${id}`);
    expect(opened).toContain("周日 02:00 停机维护。");
    expect(badges(await html(other, MINE)).notices).toBe(unread! - 1);

    // 删除 asks first, then withdraws it for everyone.
    expect(await html(admin, `${NOTICES}?dialog=delete&id=${id}`)).toContain(`确定删除通知“${title}”吗？`);
    const removed = await post(admin, `${NOTICES}?dialog=delete&id=${id}`, [
      ["intent", "delete"],
      ["id", id],
    ]);
    expect(removed.status).toBe(302);
    expect(await count("SELECT COUNT(*) AS n FROM cloud_sys_msg WHERE id = ?", id)).toBe(0);
    expect(tableRows(await html(other, `${NOTICES}?title=${encodeURIComponent(title)}`))).toHaveLength(0);
    // A notice already gone: refused, and the dialog says it no longer exists.
    const gone = await answer(
      post(admin, `${NOTICES}?dialog=delete&id=${id}`, [
        ["intent", "delete"],
        ["id", id],
      ]),
    );
    expect(gone.status).toBe(400);
    expect(gone.html).toContain("数据不存在或已被删除");
  });
});

describe("平台公告: 新增 to departments, 修改, 删除", () => {
  const infoForm = (fields: Record<string, string>, depts: string[]): [string, string][] => [
    ["intent", "create"],
    ["title", fields.title ?? ""],
    ["content", fields.content ?? ""],
    ...depts.map((d): [string, string] => ["deptIds", d]),
  ];

  it("is outside the menu of the operator and an agent; their posts are refused", async () => {
    for (const [account, password] of [
      ["operator", "operator123"],
      ["agent01", "123456"],
    ] as const) {
      const browser = await signedInAs(account, password);
      // Not even a tab of the message centre.
      expect(await html(browser, MINE)).not.toContain(`href="${INFO}"`);
      const page = await browser.get(INFO);
      expect(page.status, account).toBe(302);
      expect(location(page)).toBe("/403");
      const refused = await post(
        browser,
        `${INFO}?dialog=create`,
        infoForm({ title: "越权", content: "x" }, [DEPT_FINANCE]),
      );
      expect(refused.status, account).toBe(403);
      const id = "1";
      for (const entries of [
        [
          ["intent", "update"],
          ["id", id],
          ["title", "越权"],
          ["content", "x"],
        ],
        [
          ["intent", "delete"],
          ["id", id],
        ],
        [
          ["intent", "batch-delete"],
          ["ids", id],
          ["confirmed", "1"],
        ],
      ] as [string, string][][]) {
        expect((await post(browser, INFO, entries)).status, `${account} ${entries[0]![1]}`).toBe(403);
      }
    }
  });

  it("echoes bad input, refuses a department outside the operator's subtree, saves nothing", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM cloud_platform_info");
    const admin = await signedInAs("qa4");
    const form = await html(admin, `${INFO}?dialog=create`);
    expect(form).toContain("技术研发部");
    expect(form).toMatch(/type="checkbox"[^>]*name="deptIds"/);
    const bad = await answer(post(admin, `${INFO}?dialog=create`, infoForm({ title: "赌博公告", content: "" }, [])));
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("请勿包含关键字");
    expect(bad.html).toContain("此项为必填项");
    expect(bad.html).toContain('value="赌博公告"');

    // user05: an administrator of one department (北京客户服务部) only.
    const ownDept = (await sandboxDb()
      .prepare(
        "SELECT d.dept_name AS n FROM blade_user u JOIN blade_dept d ON d.id = u.dept_id WHERE u.account = 'user05' AND u.tenant_id = '000001'",
      )
      .first<string>("n"))!;
    const branch = await signedInAs("user05", "123456");
    const own = await html(branch, `${INFO}?dialog=create`);
    expect(own).toContain(ownDept);
    expect(own).not.toContain("技术研发部");
    const refused = await answer(
      post(branch, `${INFO}?dialog=create`, infoForm({ title: "越权公告", content: "x" }, [DEPT_TECH])),
    );
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("只能向本部门及下级部门发布公告");
    expect(refused.html).toContain('value="越权公告"');
    expect(await count("SELECT COUNT(*) AS n FROM cloud_platform_info")).toBe(before);
  });

  it("publishes to two departments at once: their users' badges count it, a third's do not; 修改 until read; 删除", async () => {
    const admin = await signedInAs("qa4");
    const accounts = await Promise.all([accountIn(DEPT_TECH), accountIn(seedId(40, 24)), accountIn(SHANGHAI_MARKET)]);
    const before = await Promise.all(
      accounts.map(async (a) => badges(await html(await signedInAs(a, "123456"), MINE)).messages),
    );
    const title = `年终总结会通知${unique()}`;
    const done = await post(
      admin,
      `${INFO}?dialog=create`,
      infoForm({ title, content: "请各部门准备材料。" }, [DEPT_TECH, DEPT_BEIJING_MARKET]),
    );
    expect(done.status).toBe(302);
    const list = await html(admin, location(done));
    expect(flashed(list)).toBe(true);
    const rows = tableRows(await html(admin, `${INFO}?title=${encodeURIComponent(title)}`));
    expect(rows.map((r) => r.cells[2]).sort()).toEqual(["北京市场拓展部", "技术研发部"]);

    // Fresh sessions: the recipients' 未读消息 badge grew (北京渠道一组 is below 北京市场拓展部); 上海市场拓展部's did not.
    const after = await Promise.all(
      accounts.map(async (a) => badges(await html(await signedInAs(a, "123456"), MINE)).messages),
    );
    expect(after).toEqual([before[0]! + 1, before[1]! + 1, before[2]]);
    const recipient = await signedInAs(accounts[1]!, "123456");
    const mine = await html(recipient, `${MINE}?title=${encodeURIComponent(title)}`);
    expect(mine).toContain(title);

    // 修改 while unread; refused once read.
    const market = rows.find((r) => r.cells[2] === "北京市场拓展部")!;
    const edit = await html(admin, `${INFO}?dialog=edit&id=${market.id}`);
    expect(edit).not.toContain('name="deptIds"');
    const edited = await post(admin, `${INFO}?dialog=edit&id=${market.id}`, [
      ["intent", "update"],
      ["id", market.id],
      ["title", `${title}（改）`],
      ["content", "改为周五。"],
    ]);
    expect(edited.status).toBe(302);
    const messageId = /name="ids" value="(\d+)"/.exec(
      await html(recipient, `${MINE}?title=${encodeURIComponent(`${title}（改）`)}`),
    )![1]!;
    expect(await html(recipient, `${MINE}?id=${messageId}`)).toContain("改为周五。");
    const locked = await answer(
      post(admin, `${INFO}?dialog=edit&id=${market.id}`, [
        ["intent", "update"],
        ["id", market.id],
        ["title", "再改"],
        ["content", "x"],
      ]),
    );
    expect(locked.status).toBe(400);
    expect(locked.html).toContain("公告已有人阅读，不能修改");
    expect(locked.html).toContain('value="再改"');

    // 修改 with its errors echoed, nothing changed.
    const tech = rows.find((r) => r.cells[2] === "技术研发部")!;
    const badEdit = await answer(
      post(admin, `${INFO}?dialog=edit&id=${tech.id}`, [
        ["intent", "update"],
        ["id", tech.id],
        ["title", ""],
        ["content", "新内容"],
      ]),
    );
    expect(badEdit.status).toBe(400);
    expect(badEdit.html).toContain("此项为必填项");
    expect(badEdit.html).toContain("新内容");
    expect(
      await count("SELECT COUNT(*) AS n FROM cloud_platform_info WHERE id = ? AND title = ?", tech.id, title),
    ).toBe(1);

    // 删除 (one, then the other through 批量删除) withdraws both announcements' messages.
    expect(
      (
        await post(admin, `${INFO}?dialog=delete&id=${tech.id}`, [
          ["intent", "delete"],
          ["id", tech.id],
        ])
      ).status,
    ).toBe(302);
    expect((await batchDelete(admin, INFO, [market.id])).status).toBe(302);
    expect(tableRows(await html(admin, `${INFO}?title=${encodeURIComponent(title)}`))).toHaveLength(0);
    expect(await count("SELECT COUNT(*) AS n FROM cloud_msg WHERE title LIKE ?", `${title}%`)).toBe(0);
  });
});
