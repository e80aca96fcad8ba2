/**
 * 营销活动 (ADR 023) in the built Worker against the sandbox's activity service: the list with its
 * states, channels, scope and publication; every action refused without its button; field errors echoed with what was typed and nothing saved; the backend's
 * refusals (an ended period, a running activity removed) on the form or dialog; create, edit
 * with the scope kept and added, 启用/停用, 同步到营销平台 / 停止同步 through cloud-data-sync and
 * 在营销平台查看 through the shell's ticketed link. qa3 administers 000001; operator, agent01 and
 * mer01 hold neither the screen nor its buttons.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { type Browser, location, sandboxDb, signedInAs } from "@tests/worker/browser";
import { answer, expectOutsideMenu, flashed, html, post, tableRows, unique } from "@tests/worker/screens";

const ACTIVITIES = "/marketing/activity";
const beijingDay = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const ENDED = seedId(90, 4); // 拉卡拉刷卡返现, ended 60 days ago

let admin: Browser;
/** Accounts without 营销活动 or any of its buttons: the operator role and the partner roles. */
const without: Record<string, Browser> = {};
beforeAll(async () => {
  admin = await signedInAs("qa3");
  without.operator = await signedInAs("operator", "operator123");
  without.agent01 = await signedInAs("agent01", "123456");
  without.mer01 = await signedInAs("mer01", "123456");
});

const form = (
  title: string,
  overrides: Record<string, string> = {},
  extra: [string, string][] = [],
): [string, string][] => [
  ...Object.entries({
    intent: "create",
    title,
    startDate: beijingDay(1),
    endDate: beijingDay(20),
    channelCode: "WXPAY",
    budget: "2000.5",
    scopeType: "0",
    scopeAgentId: "",
    scopeMerchantId: "",
    remark: "",
    ...overrides,
  }),
  ...extra,
];

const rowNamed = async (title: string) =>
  tableRows(await html(admin, `${ACTIVITIES}?title=${encodeURIComponent(title)}`)).find((r) => r.cells[0] === title);

async function created(
  title: string,
  overrides: Record<string, string> = {},
  extra: [string, string][] = [],
): Promise<string> {
  const done = await post(admin, `${ACTIVITIES}?dialog=create`, form(title, overrides, extra));
  expect(done.status, title).toBe(302);
  return (await rowNamed(title))!.id;
}

describe("营销活动 list", () => {
  it("shows the seeded activities with period, channel, scope, money, state and publication; filters by state and channel", async () => {
    const page = await html(admin, ACTIVITIES);
    expect(page).toContain("营销活动");
    const rows = tableRows(page);
    const running = rows.find((r) => r.cells[0] === "微信支付岁末立减")!;
    expect(running.cells.slice(0, 8)).toEqual([
      "微信支付岁末立减",
      `${beijingDay(-10)} ~ ${beijingDay(19)}`,
      "微信官方",
      "全部商户",
      "50000.00",
      "12345.60",
      "进行中",
      "未同步",
    ]);
    expect(rows.find((r) => r.cells[0] === "餐饮商户夜间消费补贴")!.cells[6]).toBe("已停用");
    expect(rows.find((r) => r.cells[0] === "支付宝扫码满减补贴")!.cells[3]).toMatch(
      /^指定商户：M10000001 .+，M10000002 /,
    );
    const channels = /<select name="channelCode"[^>]*>(.*?)<\/select>/s.exec(page)?.[1] ?? "";
    for (const name of ["微信官方", "支付宝官方", "银联商务", "拉卡拉", "随行付"])
      expect(channels).toContain(`>${name}<`);
    const ended = tableRows(await html(admin, `${ACTIVITIES}?state=2`));
    expect(ended.map((r) => r.cells[0])).toEqual(expect.arrayContaining(["拉卡拉刷卡返现", "银联商务周末优惠"]));
    expect(ended.every((r) => r.cells[6] === "已结束")).toBe(true);
    expect(tableRows(await html(admin, `${ACTIVITIES}?channelCode=LAKALA`)).map((r) => r.cells[0])).toEqual([
      "拉卡拉刷卡返现",
    ]);
    const overlapping = tableRows(
      await html(admin, `${ACTIVITIES}?startDate=${beijingDay(40)}&endDate=${beijingDay(50)}`),
    ).map((r) => r.cells[0]);
    expect(overlapping).toContain("小微商户开门红");
    expect(overlapping).not.toContain("微信支付岁末立减");
  });

  it("is outside the menu of operator, agent01 and mer01; each action is refused without its button", async () => {
    const id = seedId(90, 1);
    const intents: [string, string][][] = [
      form("越权"),
      form("越权", { intent: "update", id }),
      [
        ["intent", "delete"],
        ["id", id],
      ],
      [
        ["intent", "status"],
        ["id", id],
        ["enabled", "0"],
      ],
      [
        ["intent", "sync"],
        ["id", id],
        ["sync", "1"],
      ],
    ];
    for (const [account, browser] of Object.entries(without)) {
      await expectOutsideMenu(browser, ACTIVITIES);
      for (const entries of intents)
        expect((await post(browser, ACTIVITIES, entries)).status, `${account} ${entries[0]![1]}`).toBe(403);
    }
    expect(await rowNamed("越权")).toBeUndefined();
    expect((await rowNamed("微信支付岁末立减"))!.cells[6]).toBe("进行中");
  });

  it("shows a role holding the screen but none of its buttons no actions, and refuses each one", async () => {
    const db = sandboxDb();
    const role = (await db
      .prepare("SELECT id FROM blade_role WHERE role_alias = 'merchant' AND tenant_id = '000001'")
      .first<string>("id"))!;
    // The group and the screen, where the role does not hold them already (only those are taken back after).
    const menus = (
      await db
        .prepare(
          `SELECT id FROM blade_menu WHERE code IN ('marketing', 'activity') AND is_deleted = 0
      AND id NOT IN (SELECT menu_id FROM blade_role_menu WHERE role_id = ?)`,
        )
        .bind(role)
        .all<{ id: string }>()
    ).results.map((m) => m.id);
    expect(menus).toContain(
      (await db.prepare("SELECT id FROM blade_menu WHERE code = 'activity'").first<string>("id"))!,
    );
    for (const menu of menus)
      await db.prepare("INSERT OR IGNORE INTO blade_role_menu (role_id, menu_id) VALUES (?, ?)").bind(role, menu).run();
    try {
      const reader = await signedInAs("mer01", "123456");
      const page = await html(reader, ACTIVITIES);
      // Its list: only activities wholly within its merchant (ADR 023), none of the seeded ones.
      expect(page).toContain("<h1");
      expect(tableRows(page).map((r) => r.cells[0])).not.toContain("微信支付岁末立减");
      for (const label of [">新增<", ">修改<", ">删除<", ">停用<", ">同步到营销平台<"])
        expect(page, label).not.toContain(label);
      const id = seedId(90, 1);
      for (const entries of [
        form("只读"),
        form("只读", { intent: "update", id }),
        [
          ["intent", "delete"],
          ["id", id],
        ],
        [
          ["intent", "status"],
          ["id", id],
          ["enabled", "0"],
        ],
        [
          ["intent", "sync"],
          ["id", id],
          ["sync", "1"],
        ],
      ] as [string, string][][]) {
        expect((await post(reader, ACTIVITIES, entries)).status, entries[0]![1]).toBe(403);
      }
    } finally {
      for (const menu of menus)
        await db.prepare("DELETE FROM blade_role_menu WHERE role_id = ? AND menu_id = ?").bind(role, menu).run();
    }
  });
});

describe("营销活动 form", () => {
  it("echoes field errors with what was typed and saves nothing", async () => {
    const title = `坏活动${unique()}`;
    const bad = await answer(
      post(
        admin,
        `${ACTIVITIES}?dialog=create`,
        form(title, { startDate: beijingDay(5), endDate: beijingDay(2), budget: "12.345", scopeType: "1" }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("结束日期不能早于开始日期");
    expect(bad.html).toContain("请输入大于0的金额，最多2位小数");
    expect(bad.html).toContain("请选择代理商");
    expect(bad.html).toContain(`value="${title}"`);
    expect(bad.html).toContain('value="12.345"');
    const noMerchant = await answer(
      post(admin, `${ACTIVITIES}?dialog=create`, form(title, { scopeType: "2", budget: "0" })),
    );
    expect(noMerchant.html).toContain("请选择商户");
    expect(noMerchant.html).toContain("请输入大于0的金额，最多2位小数");
    expect(await rowNamed(title)).toBeUndefined();
  });

  it("shows the backend's refusal of an ended activity's new period, the form kept", async () => {
    const edit = await html(admin, `${ACTIVITIES}?dialog=edit&id=${ENDED}`);
    expect(edit).toContain("活动已结束，活动时间不能修改");
    const refused = await answer(
      post(
        admin,
        `${ACTIVITIES}?dialog=edit&id=${ENDED}`,
        form("拉卡拉刷卡返现改", { intent: "update", id: ENDED, channelCode: "LAKALA", budget: "10000" }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("活动已结束，不能修改活动时间");
    expect(refused.html).toContain('value="拉卡拉刷卡返现改"');
  });

  it("creates an activity for chosen merchants, keeps them on edit and adds one", async () => {
    const title = `商户活动${unique()}`;
    const id = await created(title, { scopeType: "2", scopeMerchantId: seedId(63, 5), budget: "0.5" });
    const row = (await rowNamed(title))!;
    expect(row.cells[3]).toMatch(/^指定商户：M10000005 /);
    expect(row.cells[4]).toBe("0.50");
    expect(row.cells[6]).toBe("未开始");
    const edit = await html(admin, `${ACTIVITIES}?dialog=edit&id=${id}`);
    expect(edit).toMatch(
      new RegExp(`<input type="checkbox"[^>]*name="scopeMerchants"[^>]*checked=""[^>]*value="${seedId(63, 5)}"`),
    );
    const saved = await post(
      admin,
      `${ACTIVITIES}?dialog=edit&id=${id}`,
      form(title, { intent: "update", id, scopeType: "2", scopeMerchantId: seedId(63, 6), budget: "300" }, [
        ["scopeMerchants", seedId(63, 5)],
      ]),
    );
    expect(saved.status).toBe(302);
    expect(flashed(await html(admin, location(saved)))).toBe(true);
    const after = (await rowNamed(title))!;
    expect(after.cells[3]).toMatch(/^指定商户：M10000005 .+，M10000006 /);
    expect(after.cells[4]).toBe("300.00");
  });
});

describe("营销活动 row actions", () => {
  it("启用/停用 after its confirmation; a running activity is removed only once stopped", async () => {
    const title = `开关活动${unique()}`;
    const id = await created(title, { startDate: beijingDay(0) });
    expect((await rowNamed(title))!.cells[6]).toBe("进行中");
    const running = await answer(
      post(admin, `${ACTIVITIES}?dialog=delete&id=${id}`, [
        ["intent", "delete"],
        ["id", id],
      ]),
    );
    expect(running.status).toBe(400);
    expect(running.html).toContain("进行中的活动不能删除，请先停用");
    expect(await html(admin, `${ACTIVITIES}?op=status&id=${id}`)).toContain(`确定停用活动“${title}”吗？`);
    const stopped = await post(admin, `${ACTIVITIES}?op=status&id=${id}`, [
      ["intent", "status"],
      ["id", id],
      ["enabled", "0"],
    ]);
    expect(stopped.status).toBe(302);
    expect(location(stopped)).not.toContain("op=");
    expect((await rowNamed(title))!.cells[6]).toBe("已停用");
    expect(
      (
        await post(admin, `${ACTIVITIES}?dialog=delete&id=${id}`, [
          ["intent", "delete"],
          ["id", id],
        ])
      ).status,
    ).toBe(302);
    expect(await rowNamed(title)).toBeUndefined();
  });

  it("publishes to the marketing platform and stops; an ended activity is not published; 在营销平台查看 opens the ticketed link", async () => {
    const title = `同步活动${unique()}`;
    const id = await created(title);
    expect(await html(admin, `${ACTIVITIES}?op=sync&id=${id}`)).toContain(`确定将活动“${title}”同步到营销平台吗？`);
    for (let i = 0; i < 2; i++) {
      // Asked twice (a resubmitted form), the switch stays on.
      expect(
        (
          await post(admin, `${ACTIVITIES}?op=sync&id=${id}`, [
            ["intent", "sync"],
            ["id", id],
            ["sync", "1"],
          ])
        ).status,
      ).toBe(302);
    }
    const page = await html(admin, `${ACTIVITIES}?title=${encodeURIComponent(title)}`);
    expect(tableRows(page)[0]!.cells[7]).toBe("已同步");
    expect(page).toContain(`href="/shell/marketing?activityId=${id}"`);
    const opened = await admin.get(`/shell/marketing?activityId=${id}`);
    expect(opened.status).toBe(302);
    expect(location(opened)).toContain(`activityId=${id}`);
    expect(
      (
        await post(admin, `${ACTIVITIES}?op=sync&id=${id}`, [
          ["intent", "sync"],
          ["id", id],
          ["sync", "0"],
        ])
      ).status,
    ).toBe(302);
    expect(tableRows(await html(admin, `${ACTIVITIES}?title=${encodeURIComponent(title)}`))[0]!.cells[7]).toBe(
      "未同步",
    );
    const ended = await answer(
      post(admin, `${ACTIVITIES}?op=sync&id=${ENDED}`, [
        ["intent", "sync"],
        ["id", ENDED],
        ["sync", "1"],
      ]),
    );
    expect(ended.status).toBe(400);
    expect(ended.html).toContain("已结束的活动不能同步到营销平台");
  });
});
