/**
 * 查看完整 (ADR 029): one personal field of one row whole in the detail, for an operator holding
 * the screen's `*_view_full` button, within their data scope, recorded in the usual log (operator,
 * time, record, field; never the value). And a save never writes a masked value back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { PARTNER_SEED } from "../../../workers/sandbox/services/agent/seed";
import { PERSONAL_BUTTONS } from "../../../workers/sandbox/services/menu/personal-buttons";
import { sandboxDb, signedInAs } from "../browser";
import { post, USER01, USERS } from "../screens";

const MERCHANTS = "/merchant/merchantInfo";
/** M10000001 (under A000006, inside agent01's subtree) and M10000002 (under A000002: outside it). */
const MINE = seedId(63, 1),
  FOREIGN = seedId(63, 2);

type LogRow = {
  log_id: string;
  log_data: string;
  create_by: string;
  params: string;
  create_time: number;
  tenant_id: string;
};

/** The usual log's personal-data rows of an account since a moment. */
async function logged(account: string, since: number): Promise<LogRow[]> {
  const rows = await sandboxDb()
    .prepare(
      "SELECT log_id, log_data, create_by, params, create_time, tenant_id FROM blade_log_usual WHERE create_by = ? AND log_id LIKE 'personal-data-%' AND create_time >= ? ORDER BY create_time",
    )
    .bind(account, since)
    .all<LogRow>();
  return rows.results;
}

const reveal = (id: string, field: string): [string, string][] => [
  ["intent", "reveal"],
  ["id", id],
  ["field", field],
];
const phoneOf = async (id: string) =>
  (await sandboxDb()
    .prepare("SELECT phone, email FROM blade_user WHERE id = ?")
    .bind(id)
    .first<{ phone: string; email: string }>())!;

describe("查看完整 (用户管理)", () => {
  it("the detail shows the phone masked, with 查看完整 for the administrator; a post shows it whole and records who, when, which record and field", async () => {
    const admin = await signedInAs("admin", "admin");
    const { phone } = await phoneOf(USER01);
    const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
    const view = `${USERS}?dialog=view&id=${USER01}`;
    const page = await (await admin.get(view)).text();
    expect(page).toContain(masked);
    expect(page).not.toContain(phone);
    expect(page).toMatch(
      /<input type="hidden" name="intent" value="reveal"\/><input type="hidden" name="id" value="\d+"\/><input type="hidden" name="field" value="phone"\/>/,
    );
    expect(page).toContain("查看完整");

    const since = Date.now();
    const shown = await post(admin, view, reveal(USER01, "phone"));
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain(`<span class="font-mono">${phone}</span>`);
    expect(html).toContain("已显示完整信息（已记录）");
    // Only the field asked for: the e-mail stays masked.
    const { email } = await phoneOf(USER01);
    expect(html).not.toContain(email);

    const rows = await logged("admin", since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ log_id: "personal-data-view", create_by: "admin", tenant_id: "000001" });
    expect(JSON.parse(rows[0]!.params)).toEqual({
      screen: "/system/user",
      menuCode: "user",
      recordId: USER01,
      field: "phone",
      kind: "mobile",
    });
    expect(rows[0]!.log_data).toContain(USER01);
    expect(rows[0]!.log_data).not.toContain(phone);
    expect(rows[0]!.create_time).toBeLessThanOrEqual(Date.now());

    // The usual log (日志管理 → 通用日志) lists it.
    const usual = await (await admin.get("/log/usual?size=50")).text();
    expect(usual).toContain("personal-data-view");
  });

  it("in English: Show in full", async () => {
    const admin = await signedInAs("admin", "admin");
    const page = await (await admin.get(`${USERS}?dialog=view&id=${USER01}&lng=en`)).text();
    expect(page).toContain("Show in full");
  });

  it("is refused without the button (403), and offered to no one without it; nothing is recorded", async () => {
    const operator = await signedInAs("operator", "operator123");
    const { phone } = await phoneOf(seedId(41, 61));
    const page = await (await operator.get(`${USERS}?dialog=view&id=${seedId(41, 61)}`)).text();
    expect(page).not.toContain('value="reveal"');
    const since = Date.now();
    const refused = await post(operator, `${USERS}?dialog=view&id=${seedId(41, 61)}`, reveal(seedId(41, 61), "phone"));
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(phone);
    expect(await logged("operator", since)).toEqual([]);
  });

  it("only a personal field the detail shows: any other field, or a bad id, is refused (400) and not recorded", async () => {
    const admin = await signedInAs("admin", "admin");
    const since = Date.now();
    for (const [id, field] of [
      [USER01, "realName"],
      [USER01, "password"],
      [USER01, ""],
      ["../x", "phone"],
    ]) {
      const answer = await post(admin, `${USERS}?dialog=view&id=${USER01}`, reveal(id!, field!));
      expect(answer.status, `${id} ${field}`).toBe(400);
      expect(await answer.text()).toContain("该字段不能查看完整");
    }
    expect(await logged("admin", since)).toEqual([]);
  });
});

describe("查看完整 within the partner scope (商户列表, agent01 granted the button for the test)", () => {
  const button = PERSONAL_BUTTONS.find((b) => b.code === "merchant_view_full")!;
  beforeAll(async () => {
    await sandboxDb()
      .prepare("INSERT OR IGNORE INTO blade_role_menu (role_id, menu_id) VALUES (?, ?)")
      .bind(PARTNER_SEED.roleAgent, button.id)
      .run();
  });
  afterAll(async () => {
    await sandboxDb()
      .prepare("DELETE FROM blade_role_menu WHERE role_id = ? AND menu_id = ?")
      .bind(PARTNER_SEED.roleAgent, button.id)
      .run();
  });

  it("refuses a merchant outside agent01's subtree (无权访问该数据, 403) and records nothing; shows one inside it", async () => {
    const agent = await signedInAs("agent01", "123456");
    const mobileOf = async (id: string) =>
      (await sandboxDb()
        .prepare("SELECT mobile FROM cloud_merchant_info WHERE id = ?")
        .bind(id)
        .first<{ mobile: string }>())!.mobile;
    const since = Date.now();
    const outside = await post(agent, `${MERCHANTS}?dialog=view&id=${FOREIGN}`, reveal(FOREIGN, "mobile"));
    expect(outside.status).toBe(403);
    const refusedPage = await outside.text();
    expect(refusedPage).toContain("无权访问该数据");
    expect(refusedPage).not.toContain(await mobileOf(FOREIGN));
    expect(await logged("agent01", since)).toEqual([]);

    const inside = await post(agent, `${MERCHANTS}?dialog=view&id=${MINE}`, reveal(MINE, "mobile"));
    expect(inside.status).toBe(200);
    expect(await inside.text()).toContain(await mobileOf(MINE));
    const rows = await logged("agent01", since);
    expect(rows.map((row) => JSON.parse(row.params))).toEqual([
      { screen: "/merchant/merchantInfo", menuCode: "merchantInfo", recordId: MINE, field: "mobile", kind: "mobile" },
    ]);
  });
});

describe("a save never writes a masked value back", () => {
  it("the masked phone and e-mail as shown keep the stored ones; another masked value is refused", async () => {
    const admin = await signedInAs("admin", "admin");
    const id = seedId(41, 62);
    const before = await phoneOf(id);
    const user = (await sandboxDb()
      .prepare("SELECT account, real_name, role_id, dept_id FROM blade_user WHERE id = ?")
      .bind(id)
      .first<Record<string, string>>())!;
    const form = (phone: string, email: string): [string, string][] => [
      ["intent", "update"],
      ["id", id],
      ["account", user.account!],
      ["realName", user.real_name!],
      ["phone", phone],
      ["email", email],
      ["roleId", user.role_id!],
      ["deptId", user.dept_id!],
    ];
    const maskedPhone = `${before.phone.slice(0, 3)}****${before.phone.slice(-4)}`;
    const maskedEmail = `${before.email.slice(0, 1)}***${before.email.slice(before.email.indexOf("@"))}`;
    const kept = await post(admin, `${USERS}?dialog=edit&id=${id}`, form(maskedPhone, maskedEmail));
    expect(kept.status).toBe(302);
    expect(await phoneOf(id)).toEqual(before);

    const changed = await post(admin, `${USERS}?dialog=edit&id=${id}`, form(before.phone, "x***@forged.example"));
    expect(changed.status).toBe(400);
    expect(await changed.text()).toContain("该字段为脱敏显示，请输入完整的值");
    expect(await phoneOf(id)).toEqual(before);
  });
});
