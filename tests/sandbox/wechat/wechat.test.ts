/**
 * /api/cloud-wechat (ADR 026): accounts with write-only secrets, one per appId per tenant, tenant
 * isolation, permissions; the menu's draft and publish against WeChat's limits (3 × 5 buttons,
 * names in UTF-8 bytes, key and url sizes, http/https urls, completeness on publish).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { WECHAT_SEED } from "../../../workers/sandbox/services/wechat/seed";
import { authed, get, type Page, type R, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";

const A = "/api/cloud-wechat/account";
const M = "/api/cloud-wechat/menu";
const SECRET = "0123456789abcdefABCDEF0123456789";
const AES = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

let admin: string;
let operator: string;
let otherTenant: string;

beforeAll(async () => {
  admin = (await signIn("admin", "admin")).access_token;
  operator = (await signIn("operator", "operator123")).access_token;
  otherTenant = (await signInWithCaptcha("admin", "admin")).access_token;
}, 60_000);

async function post<T = unknown>(
  path: string,
  token: string,
  json?: unknown,
): Promise<R<T> & { status: number; raw: string }> {
  const response = await authed(path, token, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const raw = await response.text();
  return { ...(JSON.parse(raw) as R<T>), status: response.status, raw };
}

let counter = 0;
const freshAppId = () =>
  `wx${(0xabc000 + ++counter).toString(16).padStart(6, "0")}${Date.now().toString(16).slice(-10).padStart(10, "0")}`;

async function newAccount(extra: Record<string, unknown> = {}): Promise<string> {
  const saved = await post<{ id: string }>(`${A}/submit`, admin, {
    name: "测试公众号",
    appId: freshAppId(),
    appSecret: SECRET,
    accountType: "2",
    ...extra,
  });
  expect(saved.success, saved.msg).toBe(true);
  return saved.data.id;
}

const button = (name: string, extra: Record<string, unknown> = { type: "click", key: "K" }) => ({ name, ...extra });

describe("accounts", () => {
  it("answers the seeded accounts of the tenant without any secret, only whether each is set", async () => {
    const page = await authed(`${A}/page?current=1&size=50`, admin);
    const raw = await page.text();
    const data = (JSON.parse(raw) as R<Page<Record<string, unknown>>>).data;
    const service = data.records.find((r) => r.id === WECHAT_SEED.serviceAccount)!;
    expect(service).toMatchObject({
      name: "蓝海支付服务号",
      appId: WECHAT_SEED.serviceAppId,
      accountType: 2,
      appSecretSet: 1,
      tokenSet: 1,
      aesKeySet: 1,
    });
    expect(data.records.find((r) => r.id === WECHAT_SEED.newsAccount)).toMatchObject({
      accountType: 1,
      tokenSet: 0,
      aesKeySet: 0,
    });
    for (const secret of [
      "3f9a1c7e5b2d8046a1c3e5f7092b4d6e",
      "lanhaiToken2026",
      "Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z0X1c",
    ])
      expect(raw).not.toContain(secret);
    const detail = await authed(`${A}/detail?id=${WECHAT_SEED.serviceAccount}`, admin);
    expect(await detail.text()).not.toContain("3f9a1c7e5b2d8046a1c3e5f7092b4d6e");
  });

  it("creates an account, keeps the stored secrets when an edit leaves them empty, and never echoes them", async () => {
    const appId = freshAppId();
    const saved = await post<{ id: string }>(`${A}/submit`, admin, {
      name: "新建公众号",
      appId,
      appSecret: SECRET,
      token: "tok123",
      encodingAesKey: AES,
      accountType: "1",
    });
    expect(saved.success, saved.msg).toBe(true);
    expect(saved.raw).not.toContain(SECRET);
    const id = saved.data.id;
    const edited = await post(`${A}/submit`, admin, {
      id,
      name: "改名公众号",
      appId,
      appSecret: "",
      token: "",
      encodingAesKey: "",
      accountType: "2",
    });
    expect(edited.success, edited.msg).toBe(true);
    const detail = await authed(`${A}/detail?id=${id}`, admin);
    const raw = await detail.text();
    expect(JSON.parse(raw).data).toMatchObject({
      name: "改名公众号",
      accountType: 2,
      appSecretSet: 1,
      tokenSet: 1,
      aesKeySet: 1,
    });
    for (const secret of [SECRET, "tok123", AES]) expect(raw).not.toContain(secret);
    const stored = await sandboxEnv.DB.prepare(
      "SELECT app_secret, token, aes_key FROM cloud_wechat_account WHERE id = ?",
    )
      .bind(id)
      .first<Record<string, string>>();
    expect(stored).toEqual({ app_secret: SECRET, token: "tok123", aes_key: AES });
  });

  it("refuses bad values, a second account with the same appId, and an account without a secret", async () => {
    const base = { name: "公众号", appId: freshAppId(), appSecret: SECRET, accountType: "1" };
    expect((await post(`${A}/submit`, admin, { ...base, appId: "wx123" })).msg).toContain("AppID格式不正确");
    expect((await post(`${A}/submit`, admin, { ...base, appSecret: "short" })).msg).toBe("AppSecret格式不正确");
    expect((await post(`${A}/submit`, admin, { ...base, appSecret: "" })).msg).toBe("AppSecret不能为空");
    expect((await post(`${A}/submit`, admin, { ...base, token: "a!" })).msg).toBe("Token格式不正确");
    expect((await post(`${A}/submit`, admin, { ...base, encodingAesKey: "x".repeat(42) })).msg).toBe(
      "EncodingAESKey格式不正确",
    );
    expect((await post(`${A}/submit`, admin, { ...base, accountType: "3" })).msg).toBe("公众号类型不正确");
    const clash = await post(`${A}/submit`, admin, { ...base, appId: WECHAT_SEED.serviceAppId });
    expect(clash).toMatchObject({ success: false, msg: "该AppID的公众号已存在", status: 200 });
  });

  it("keeps tenants apart and checks the buttons", async () => {
    const page = await get<Page<{ id: string }>>(`${A}/page?size=100`, otherTenant);
    expect(page.data.records.some((r) => r.id === WECHAT_SEED.serviceAccount)).toBe(false);
    expect((await get(`${A}/detail?id=${WECHAT_SEED.serviceAccount}`, otherTenant)).msg).toBe("公众号不存在");
    expect((await get(`${M}/detail?accountId=${WECHAT_SEED.serviceAccount}`, otherTenant)).msg).toBe("公众号不存在");
    // The same appId may exist in another tenant.
    const own = await post(`${A}/submit`, otherTenant, {
      name: "他人的号",
      appId: WECHAT_SEED.serviceAppId,
      appSecret: SECRET,
      accountType: "2",
    });
    expect(own.success, own.msg).toBe(true);
    const refused = await post(`${A}/submit`, operator, {
      name: "x",
      appId: freshAppId(),
      appSecret: SECRET,
      accountType: "1",
    });
    expect(refused).toMatchObject({ success: false, msg: "无权操作" });
    expect(await authed(`${A}/page`, operator).then((r) => r.json())).toMatchObject({
      code: 403,
      success: false,
      msg: "无权操作",
    });
  });

  it("removes an account and its menu", async () => {
    const id = await newAccount();
    expect((await post(`${M}/submit`, admin, { accountId: id, button: [button("A")] })).success).toBe(true);
    expect((await post(`${A}/remove?ids=${id}`, admin)).success).toBe(true);
    expect((await get(`${A}/detail?id=${id}`, admin)).msg).toBe("公众号不存在");
    expect((await get(`${M}/detail?accountId=${id}`, admin)).msg).toBe("公众号不存在");
  });
});

describe("menu", () => {
  it("answers the seeded published menu, and a draft that differs as changed", async () => {
    const service = await get<{ draft: { button: unknown[] }; published: unknown; version: number; changed: boolean }>(
      `${M}/detail?accountId=${WECHAT_SEED.serviceAccount}`,
      admin,
    );
    expect(service.data).toMatchObject({ version: 1, changed: false });
    expect(service.data.draft.button).toHaveLength(3);
    const news = await get<{ published: unknown; changed: boolean }>(
      `${M}/detail?accountId=${WECHAT_SEED.newsAccount}`,
      admin,
    );
    expect(news.data).toMatchObject({ published: null, changed: true });
  });

  it("saves a draft, publishes it, and shows it unchanged until the next edit", async () => {
    const id = await newAccount();
    const tree = {
      accountId: id,
      button: [
        button("会员"),
        { name: "服务", sub_button: [button("查询", { type: "view", url: "https://example.com/q" })] },
      ],
    };
    expect((await post(`${M}/submit`, admin, tree)).success).toBe(true);
    const published = await post<{ version: number }>(`${M}/publish?accountId=${id}`, admin);
    expect(published).toMatchObject({ success: true, data: { version: 1 } });
    expect(
      (await get<{ changed: boolean; publishTime: string }>(`${M}/detail?accountId=${id}`, admin)).data,
    ).toMatchObject({ changed: false });
    expect((await post(`${M}/submit`, admin, { ...tree, button: [button("会员")] })).success).toBe(true);
    expect((await get<{ changed: boolean }>(`${M}/detail?accountId=${id}`, admin)).data.changed).toBe(true);
  });

  it("refuses a 4th top-level button and a 6th sub-button", async () => {
    const id = await newAccount();
    const four = await post(`${M}/submit`, admin, {
      accountId: id,
      button: ["A", "B", "C", "D"].map((n) => button(n)),
    });
    expect(four.msg).toContain("errcode 40016");
    expect(four.msg).toContain("一级菜单最多3个");
    const six = await post(`${M}/submit`, admin, {
      accountId: id,
      button: [{ name: "多", sub_button: [1, 2, 3, 4, 5, 6].map((n) => button(`子${n}`)) }],
    });
    expect(six.msg).toContain("errcode 40023");
    expect(six.msg).toContain("二级菜单最多5个");
  });

  it("counts names in UTF-8 bytes: 5 Chinese characters fit at the top and 6 do not, 20 fit below and 21 do not", async () => {
    const id = await newAccount();
    expect((await post(`${M}/submit`, admin, { accountId: id, button: [button("会员中心")] })).success).toBe(true);
    // 5 × 3 = 15 bytes fit; 6 × 3 = 18 do not; 16 ASCII fit; 17 do not.
    expect((await post(`${M}/submit`, admin, { accountId: id, button: [button("会员中心啊")] })).success).toBe(true);
    const six = await post(`${M}/submit`, admin, { accountId: id, button: [button("会员中心啊啊")] });
    expect(six.msg).toContain("errcode 40018");
    expect(six.msg).toContain("超过16字节（当前18字节");
    expect((await post(`${M}/submit`, admin, { accountId: id, button: [button("a".repeat(16))] })).success).toBe(true);
    expect((await post(`${M}/submit`, admin, { accountId: id, button: [button("a".repeat(17))] })).msg).toContain(
      "40018",
    );
    const sub = (name: string) => ({ accountId: id, button: [{ name: "更多", sub_button: [button(name)] }] });
    expect((await post(`${M}/submit`, admin, sub("汉".repeat(20)))).success).toBe(true);
    expect((await post(`${M}/submit`, admin, sub("汉".repeat(21)))).msg).toContain("errcode 40025");
  });

  it("refuses a bad url, a long key and an incomplete miniprogram", async () => {
    const id = await newAccount();
    const one = (b: Record<string, unknown>) =>
      post(`${M}/submit`, admin, { accountId: id, button: [{ name: "链接", ...b }] });
    expect((await one({ type: "view", url: "ftp://example.com" })).msg).toContain("须以 http:// 或 https:// 开头");
    expect((await one({ type: "view", url: "javascript:alert(1)" })).msg).toContain("errcode 40055");
    expect((await one({ type: "view", url: `https://example.com/${"a".repeat(1010)}` })).msg).toContain("超过1024字节");
    expect((await one({ type: "click", key: "k".repeat(129) })).msg).toContain("errcode 40019");
    expect((await one({ type: "click", key: "k".repeat(128) })).success).toBe(true);
    expect(
      (await one({ type: "miniprogram", url: "https://example.com", appid: "bad", pagepath: "pages/index" })).msg,
    ).toContain("appid不合法");
    expect((await one({ type: "miniprogram", url: "https://example.com", appid: "wx1f2e3d4c5b6a7988" })).msg).toContain(
      "页面路径",
    );
    expect((await one({ type: "scancode_push", key: "x" })).msg).toContain("errcode 40017");
  });

  it("publishes only a complete tree: a top-level button without sub-buttons or an action is refused", async () => {
    const id = await newAccount();
    expect((await post(`${M}/publish?accountId=${id}`, admin)).msg).toContain("至少需要1个一级菜单");
    expect((await post(`${M}/submit`, admin, { accountId: id, button: [{ name: "更多" }] })).success).toBe(true);
    const refused = await post(`${M}/publish?accountId=${id}`, admin);
    expect(refused).toMatchObject({ success: false });
    expect(refused.msg).toContain("须设置动作或添加二级菜单");
    expect(
      (await get<{ version: number; published: unknown }>(`${M}/detail?accountId=${id}`, admin)).data,
    ).toMatchObject({ version: 0, published: null });
  });

  it("saves and publishes with the revision read only while the draft is still that one", async () => {
    const id = await newAccount();
    const read = async () => (await get<{ revision: number }>(`${M}/detail?accountId=${id}`, admin)).data.revision;
    expect(await read()).toBe(0);
    expect((await post(`${M}/submit`, admin, { accountId: id, button: [button("甲")], revision: 0 })).success).toBe(
      true,
    );
    expect(await read()).toBe(1);
    // Another editor still holding revision 0 neither overwrites the draft nor publishes it.
    expect((await post(`${M}/submit`, admin, { accountId: id, button: [button("乙")], revision: 0 })).msg).toBe(
      "菜单已被他人修改，请刷新后重试",
    );
    expect((await post(`${M}/publish?accountId=${id}&revision=0`, admin)).msg).toBe("菜单已被他人修改，请刷新后重试");
    expect((await post(`${M}/publish?accountId=${id}&revision=1`, admin)).success).toBe(true);
  });

  it("checks wechat_menu_edit and the account's tenant", async () => {
    expect((await post(`${M}/submit`, operator, { accountId: WECHAT_SEED.serviceAccount, button: [] })).msg).toBe(
      "无权操作",
    );
    expect((await post(`${M}/publish?accountId=${WECHAT_SEED.serviceAccount}`, operator)).msg).toBe("无权操作");
    expect((await post(`${M}/publish?accountId=${WECHAT_SEED.serviceAccount}`, otherTenant)).msg).toBe("公众号不存在");
    expect((await post(`${M}/submit`, admin, { accountId: WECHAT_SEED.serviceAccount, button: "x" })).msg).toBe(
      "菜单格式不正确",
    );
  });
});
