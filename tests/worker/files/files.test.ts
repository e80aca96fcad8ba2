/**
 * Files by reference (issue 30, ADR 030) in the built Worker against the sandbox: `/files/<ref>`
 * answers the bytes only to a signed-in operator of the file's tenant whose menu holds a screen
 * that shows its purpose (a logo: everyone of the tenant; a payment screenshot: 充值订单, and the
 * platform's for another tenant's screenshot an order holds; anything else: 附件管理), with the
 * stored type, nosniff, a disposition, private no-store and its own CSP. The old storage paths are
 * not served on the console's origin; the tenant's current logo alone is public (/theme/logo).
 * No page or route data of 充值订单's 审核 or 机构主题 holds a storage path.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_SEED } from "../../../workers/sandbox/services/files/seed";
import { TOPUP_SEED } from "../../../workers/sandbox/services/toll/seed";
import { Browser, location, sandboxDb, signedInAs } from "../browser";
import { DESIGN, html, tableRows } from "../screens";
import { BLUE_SEA, ORDERS, signedInTo } from "../marketing/toll";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];
/** 蓝海支付's seeded screenshot: a recharge order holds it (the platform audits it). */
const HELD_SHOT = TOPUP_SEED.screenshots[0];
/** Its bytes' old storage path (the toll seed's stored name), once linked from the pages. */
const OLD_PATH = "/sandbox/files/upload/20261102/76000000000000000000000000000001.png";
const STORAGE = /\/sandbox\/files|upload\/\d{8}\//;

let platform: Browser;
let operator: Browser;
let tenant: Browser;
/** Files of tenant 000001 uploaded for each purpose by an administrator, and 星河支付's own screenshot. */
const refs = { logo: "", payment: "", ownShot: "", looseShot: "" };

async function uploaded(browser: Browser, purpose: string): Promise<string> {
  const response = await browser.upload(PNG, `${purpose}.png`, "image/png", "all", purpose);
  expect(response.status, purpose).toBe(200);
  return ((await response.json()) as { ref: string }).ref;
}

const head = async (response: Response) => [...new Uint8Array(await response.arrayBuffer()).slice(0, 4)];

beforeAll(async () => {
  platform = await signedInAs("qa3");
  operator = await signedInAs("operator", "operator123");
  tenant = await signedInTo(TOPUP_SEED.tenant, "topup01", "123456");
  refs.logo = await uploaded(platform, "logo");
  refs.payment = await uploaded(platform, "payment");
  refs.ownShot = await uploaded(tenant, "payment");
  refs.looseShot = await uploaded(tenant, "payment");
});

describe("/files/<ref>", () => {
  it("without a session: refused (to the sign-in), never the bytes", async () => {
    for (const ref of [HELD_SHOT, refs.logo, RESOURCE_SEED.attachments[0]]) {
      const response = await new Browser().get(`/files/${ref}`);
      expect(response.status, ref).toBe(302);
      expect(location(response)).toMatch(/^\/login/);
      expect(await head(response)).not.toEqual(PNG_MAGIC);
    }
  });

  it("an allowed operator gets the bytes with the stored type, inline, nosniff, private no-store and its own CSP", async () => {
    // The platform's auditor: another tenant's payment screenshot that an order holds.
    const shot = await platform.get(`/files/${HELD_SHOT}`);
    expect(shot.status).toBe(200);
    expect(shot.headers.get("content-type")).toBe("image/png");
    expect(shot.headers.get("content-disposition")).toMatch(/^inline; filename="[^"]+\.png"; filename\*=UTF-8''/);
    expect(shot.headers.get("x-content-type-options")).toBe("nosniff");
    expect(shot.headers.get("cache-control")).toBe("private, no-store");
    expect(shot.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(await head(shot)).toEqual(PNG_MAGIC);
    // The tenant: its own screenshot (its 充值订单 and /topup show it), also before an order holds it.
    expect(await head(await tenant.get(`/files/${refs.looseShot}`))).toEqual(PNG_MAGIC);
    // Any operator of the tenant: its logo (every page's sidebar shows it).
    const logo = await operator.get(`/files/${refs.logo}`);
    expect(logo.status).toBe(200);
    expect(await head(logo)).toEqual(PNG_MAGIC);
    // A download is an attachment whatever the type.
    expect((await platform.get(`/files/${HELD_SHOT}?download=1`)).headers.get("content-disposition")).toMatch(
      /^attachment; /,
    );
  });

  it("another tenant's operator is refused (404): their file is not one the backend answers them", async () => {
    for (const ref of [HELD_SHOT, refs.logo, refs.payment, RESOURCE_SEED.attachments[0]]) {
      const response = await tenant.get(`/files/${ref}`);
      expect(response.status, ref).toBe(404);
      expect(await head(response)).not.toEqual(PNG_MAGIC);
    }
    // The platform reads another tenant's screenshot only while an order holds it; never its other files.
    expect((await platform.get(`/files/${refs.looseShot}`)).status).toBe(404);
  });

  it("an operator whose menu lacks the screen that shows the file is refused (403)", async () => {
    const agent = await signedInAs("agent01", "123456");
    for (const browser of [operator, agent]) {
      // A payment screenshot (充值订单) and an attachment (附件管理), neither in their menu.
      for (const ref of [refs.payment, RESOURCE_SEED.attachments[3]]) {
        const response = await browser.get(`/files/${ref}`);
        expect(response.status, ref).toBe(403);
        expect(await response.text()).toBe("您没有该操作的权限");
      }
      // The platform's operators without 充值订单: not another tenant's screenshot either, though the backend would answer it.
      expect((await browser.get(`/files/${HELD_SHOT}`)).status).toBe(403);
    }
  });

  it("a malformed reference is a 404", async () => {
    for (const ref of ["abc", "1e5", "..%2Fsecret", "%00", "1".repeat(33)])
      expect((await platform.get(`/files/${ref}`)).status, ref).toBe(404);
  });
});

describe("storage paths on the console's origin", () => {
  it("are not served (404), signed in or not; the sandbox's own pages still are", async () => {
    for (const browser of [new Browser(), platform]) {
      for (const path of [
        OLD_PATH,
        "/sandbox/files/upload/20261120/x.png",
        "/sandbox//files/upload/20261102/x.png",
        "/sandbox/anything",
      ]) {
        const response = await browser.get(path);
        expect(response.status, path).toBe(404);
        expect((await response.arrayBuffer()).byteLength, path).toBe(0);
      }
    }
    const faults = await new Browser().get("/sandbox/faults?account=nobody");
    expect(faults.status).toBe(200);
    expect(await faults.json()).toMatchObject({ success: true });
    expect((await new Browser().get("/sandbox/oauth/authorize?redirect_uri=%2Fauthredirect")).status).toBeLessThan(500);
  });
});

describe("no storage path in the pages", () => {
  it("充值订单's 审核 dialog (HTML and route data) shows the screenshots through /files only", async () => {
    const pending = tableRows(await html(platform, `${ORDERS}?tenantId=${BLUE_SEA}&orderState=0&size=50`));
    const id = pending.find((row) => row.cells[0])!.id;
    const page = await html(platform, `${ORDERS}?op=audit&id=${id}`);
    expect(page).toMatch(new RegExp(`<img src="/files/(${TOPUP_SEED.screenshots.join("|")})" alt="付款截图 1"`));
    expect(page).not.toMatch(STORAGE);
    const routeData = await platform.get(`${ORDERS}.data?op=audit&id=${id}`);
    expect(routeData.status).toBe(200);
    const text = await routeData.text();
    expect(text).toContain(HELD_SHOT);
    expect(text).not.toMatch(STORAGE);
    // The list's rows (their payCertificate travels in the route data) too.
    expect(await (await platform.get(`${ORDERS}.data?tenantId=${BLUE_SEA}`)).text()).not.toMatch(STORAGE);
    // An order still holding a path stored before references: the path never reaches the page or its data.
    const before = await sandboxDb()
      .prepare("SELECT pay_certificate FROM cloud_recharge_order WHERE id = ?")
      .bind(id)
      .first<string>("pay_certificate");
    try {
      await sandboxDb()
        .prepare("UPDATE cloud_recharge_order SET pay_certificate = ? WHERE id = ?")
        .bind(`${OLD_PATH},${HELD_SHOT}`, id)
        .run();
      for (const path of [
        `${ORDERS}?op=audit&id=${id}`,
        `${ORDERS}.data?op=audit&id=${id}`,
        `${ORDERS}.data?tenantId=${BLUE_SEA}&size=50`,
        `${ORDERS}?dialog=view&id=${id}`,
      ]) {
        const response = await platform.get(path);
        expect(response.status, path).toBe(200);
        const text = await response.text();
        expect(text, path).not.toMatch(STORAGE);
        expect(text, path).toContain(HELD_SHOT);
      }
    } finally {
      await sandboxDb()
        .prepare("UPDATE cloud_recharge_order SET pay_certificate = ? WHERE id = ?")
        .bind(before, id)
        .run();
    }
  });

  it("机构主题 with an uploaded logo (HTML and route data): the reference and /files, never a path; an old path stored is not shown", async () => {
    const before = await sandboxDb()
      .prepare("SELECT left_logo FROM blade_dept_design WHERE tenant_id = '000001'")
      .first<string>("left_logo");
    try {
      await sandboxDb()
        .prepare("UPDATE blade_dept_design SET left_logo = ? WHERE tenant_id = '000001'")
        .bind(refs.logo)
        .run();
      const page = await html(platform, DESIGN);
      expect(page).toContain(`name="leftLogo" value="${refs.logo}"`);
      expect(page).toContain(`src="/files/${refs.logo}"`);
      expect(page).not.toMatch(STORAGE);
      const text = await (await platform.get(`${DESIGN}.data`)).text();
      expect(text).toContain(refs.logo);
      expect(text).not.toMatch(STORAGE);
      // A value stored before references (a storage path) never reaches the page.
      await sandboxDb()
        .prepare("UPDATE blade_dept_design SET left_logo = ? WHERE tenant_id = '000001'")
        .bind(OLD_PATH)
        .run();
      expect(await html(platform, DESIGN)).not.toMatch(STORAGE);
      expect(await (await platform.get(`${DESIGN}.data`)).text()).not.toMatch(STORAGE);
    } finally {
      await sandboxDb()
        .prepare("UPDATE blade_dept_design SET left_logo = ? WHERE tenant_id = '000001'")
        .bind(before)
        .run();
    }
  });
});

describe("the tenant's logo before sign-in (/theme/logo)", () => {
  /** 压测租户 (000003): no other test shows its sign-in page, so its theme is not cached elsewhere. */
  const LOAD_TENANT = "000003";
  const name = `upload/20261201/${"f".repeat(32)}.png`;
  const logoId = `1${Date.now()}77`;
  const shotId = `1${Date.now()}78`;

  it("shows the current logo on /login through the public route; nothing else is public", async () => {
    await sandboxDb().batch([
      sandboxDb()
        .prepare(
          "INSERT INTO sandbox_file (name, tenant_id, content_type, size, original_name, create_time) VALUES (?, ?, 'image/png', ?, 'logo.png', 0)",
        )
        .bind(name, LOAD_TENANT, PNG.length),
      sandboxDb()
        .prepare("INSERT INTO sandbox_file_chunk (name, seq, data) VALUES (?, 0, ?)")
        .bind(name, PNG.slice().buffer),
      sandboxDb()
        .prepare(
          `INSERT INTO blade_attach (id, tenant_id, link, domain, name, original_name, extension, content_type, attach_size, create_time, purpose)
        VALUES (?, ?, '', '', ?, 'logo.png', 'png', 'image/png', ?, 0, ?)`,
        )
        .bind(logoId, LOAD_TENANT, name, PNG.length, "logo"),
      sandboxDb()
        .prepare(
          `INSERT INTO blade_attach (id, tenant_id, link, domain, name, original_name, extension, content_type, attach_size, create_time, purpose)
        VALUES (?, ?, '', '', ?, 'shot.png', 'png', 'image/png', ?, 0, ?)`,
        )
        .bind(shotId, LOAD_TENANT, name, PNG.length, "payment"),
    ]);
    const set = await sandboxDb()
      .prepare("UPDATE blade_dept_design SET left_logo = ? WHERE tenant_id = ?")
      .bind(logoId, LOAD_TENANT)
      .run();
    expect(set.meta.changes).toBe(1);
    try {
      const visitor = new Browser();
      visitor.cookies.set("console_tenant", encodeURIComponent(btoa(JSON.stringify(LOAD_TENANT))));
      const login = await visitor.html("/login");
      expect(login).toContain(`src="/theme/logo/${LOAD_TENANT}?v=${logoId}"`);
      expect(login).not.toMatch(STORAGE);
      const logo = await visitor.get(`/theme/logo/${LOAD_TENANT}?v=${logoId}`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get("content-type")).toBe("image/png");
      expect(logo.headers.get("x-content-type-options")).toBe("nosniff");
      expect(logo.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; sandbox");
      expect(await head(logo)).toEqual(PNG_MAGIC);
      // The reference alone opens nothing without a session; a tenant whose logo is inline has no file; a bad tenant id is a 404.
      expect((await visitor.get(`/files/${logoId}`)).status).toBe(302);
      for (const path of ["/theme/logo/000002", "/theme/logo/abc", "/theme/logo/999999"])
        expect((await visitor.get(path)).status, path).toBe(404);
      // A file that is not the tenant's logo (a payment screenshot set as one behind the console's back) is not served.
      await sandboxDb()
        .prepare("UPDATE blade_dept_design SET left_logo = ? WHERE tenant_id = ?")
        .bind(shotId, LOAD_TENANT)
        .run();
      expect((await visitor.get(`/theme/logo/${LOAD_TENANT}`)).status).toBe(404);
    } finally {
      await sandboxDb()
        .prepare("UPDATE blade_dept_design SET left_logo = NULL WHERE tenant_id = ?")
        .bind(LOAD_TENANT)
        .run();
    }
  });
});
