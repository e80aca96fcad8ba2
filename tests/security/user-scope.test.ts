/**
 * Finding 1 (high): the role-limited operator could change the phone of user40, a 超级管理员,
 * then sign in by SMS code as that user. 用户管理 now acts only inside the operator's data
 * scope (their department subtree, never a user holding a role they lack), checked by the
 * console before the backend and by the backend itself (ADR 009).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seedId } from "../../workers/sandbox/core/ids";
import { type Browser, signedInAs } from "../worker/browser";

const USERS = "/system/user";
const USER40 = seedId(41, 40);
const OPS = (n: number) => seedId(41, 60 + n);
const ROLE_ADMIN = seedId(14, 1);
const DEPT_TECH = seedId(40, 7);

const db = () => (env as unknown as { SANDBOX_DB: D1Database }).SANDBOX_DB;
const phoneOf = (id: string) =>
  db().prepare("SELECT phone FROM blade_user WHERE id = ?").bind(id).first<string>("phone");
const operator = () => signedInAs("operator", "operator123");
const editLink = (id: string) => new RegExp(`dialog=edit&(?:amp;)?id=${id}`);
const post = (browser: Browser, path: string, entries: [string, string][]) => browser.postEntries(path, entries);

describe("用户管理 data scope", () => {
  it("refuses the takeover: user40's phone stays, the form keeps what was typed and says 无权操作该用户", async () => {
    const browser = await operator();
    const before = await phoneOf(USER40);
    const response = await post(browser, `${USERS}?dialog=edit&id=${USER40}`, [
      ["intent", "update"],
      ["id", USER40],
      ["account", "user40"],
      ["realName", "吕薇"],
      ["phone", "13712345678"],
    ]);
    expect(response.status).toBe(403);
    const page = await response.text();
    expect(page).toContain("无权操作该用户");
    expect(page).toContain("13712345678");
    expect(await phoneOf(USER40)).toBe(before);
  });

  it("lists only the operator's department subtree, and a row holding a foreign role offers no change", async () => {
    const browser = await operator();
    const page = await browser.html(`${USERS}?size=50`);
    const ids = [...page.matchAll(/<tr data-row-id="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids).toEqual(expect.arrayContaining([OPS(1), OPS(3), OPS(5), OPS(6)]));
    expect(ids).not.toContain(USER40);
    // The department filter offers 运营部's subtree only.
    expect(page).toMatch(/<option value="\d+">[^<]*商户服务组<\/option>/);
    expect(page).not.toContain(`<option value="${DEPT_TECH}"`);
    expect(page).toMatch(editLink(OPS(1)));
    expect(page).not.toMatch(editLink(OPS(6)));
    // Opened by its URL, the edit dialog of that row refuses too.
    expect(await browser.html(`${USERS}?dialog=edit&id=${OPS(6)}`)).toMatch(/role="alert"[^>]*>[^<]*(没有|无权)/);
  });

  it("refuses a change inside the subtree to a user with a role the operator lacks (ops06, 超级管理员)", async () => {
    const browser = await operator();
    const before = await phoneOf(OPS(6));
    const response = await post(browser, USERS, [
      ["intent", "update"],
      ["id", OPS(6)],
      ["account", "ops06"],
      ["realName", "吴海峰"],
      ["phone", "13712345679"],
    ]);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("无权操作该用户");
    expect(await phoneOf(OPS(6))).toBe(before);
  });

  it("refuses moving a user out of the subtree and creating one outside it", async () => {
    const browser = await operator();
    const moved = await post(browser, USERS, [
      ["intent", "update"],
      ["id", OPS(5)],
      ["account", "ops05"],
      ["realName", "周建国"],
      ["phone", "13600000005"],
      ["deptId", DEPT_TECH],
    ]);
    expect(moved.status).toBe(403);
    expect(
      await db().prepare("SELECT dept_id FROM blade_user WHERE id = ?").bind(OPS(5)).first<string>("dept_id"),
    ).not.toBe(DEPT_TECH);
    const account = `scope${Date.now().toString(36)}`;
    const created = await post(browser, USERS, [
      ["intent", "create"],
      ["account", account],
      ["password", "123456"],
      ["realName", "范围外"],
      ["phone", "13712345670"],
      ["deptId", DEPT_TECH],
    ]);
    expect(created.status).toBe(403);
    expect(
      await db().prepare("SELECT COUNT(*) AS n FROM blade_user WHERE account = ?").bind(account).first<number>("n"),
    ).toBe(0);
  });

  it("an administrator still manages everyone, user40 included", async () => {
    const admin = await signedInAs("qa4");
    const page = await admin.html(`${USERS}?account=user40`);
    expect(page).toMatch(editLink(USER40));
    const row = await db()
      .prepare("SELECT real_name, phone, role_id FROM blade_user WHERE id = ?")
      .bind(USER40)
      .first<Record<string, string>>();
    const response = await post(admin, USERS, [
      ["intent", "update"],
      ["id", USER40],
      ["account", "user40"],
      ["realName", row!.real_name],
      ["phone", row!.phone],
      ["roleId", ROLE_ADMIN],
    ]);
    expect(response.status).toBe(302);
  });
});
