import { describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { authed, body, signIn } from "../helpers";

type Node = {
  id: string;
  parentId: string;
  name: string;
  path: string;
  code: string;
  meta?: Record<string, unknown>;
  children?: Node[];
  [k: string]: unknown;
};
type R<T> = { code: number; success: boolean; data: T; msg: string };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const routes = async (token: string, topMenuId?: string) =>
  (
    await body<R<Node[]>>(
      await authed(`/api/cloud-system/menu/routes${topMenuId ? `?topMenuId=${topMenuId}` : ""}`, token),
    )
  ).data;

describe("top menus and their routes", () => {
  it("administrator: 业务 and 系统, each with its own groups and 首页 in both", async () => {
    const { access_token } = await signIn("admin", "admin");
    const tops = (
      await body<R<{ id: string; name: string }[]>>(await authed("/api/cloud-system/menu/top-menu", access_token))
    ).data;
    expect(tops.map((t) => [t.id, t.name])).toEqual([
      [SEED.topBusiness1, "业务"],
      [SEED.topSystem1, "系统"],
    ]);
    const business = (await routes(access_token, SEED.topBusiness1)).map((n) => n.name);
    const system = (await routes(access_token, SEED.topSystem1)).map((n) => n.name);
    expect(business[0]).toBe("首页");
    expect(system[0]).toBe("首页");
    expect(business).toEqual(expect.arrayContaining(["代理商管理", "商户管理", "订单管理", "消息中心"]));
    expect(business).not.toContain("系统管理");
    expect(system).toEqual(["首页", "消息中心", "系统管理", "日志管理", "工作流", "微信公众号", "资源管理"]);
  });

  it("operator: 业务 and 系统, whose 业务 routes start with 首页", async () => {
    const { access_token } = await signIn("operator", "operator123");
    const tops = (
      await body<R<{ id: string; name: string }[]>>(await authed("/api/cloud-system/menu/top-menu", access_token))
    ).data;
    expect(tops.map((t) => t.name)).toEqual(["业务", "系统"]);
    const business = await routes(access_token, tops[0]!.id);
    expect(business[0]!.name).toBe("首页");
    expect(business.map((n) => n.name)).not.toContain("系统管理");
  });
});

describe("external and role-restricted menu items", () => {
  it("帮助中心: an external http(s) leaf under 系统管理 (administrator only)", async () => {
    const { access_token } = await signIn("admin", "admin");
    const system = (await routes(access_token)).find((n) => n.name === "系统管理")!;
    const help = system.children!.find((n) => n.name === "帮助中心")!;
    expect(help).toMatchObject({
      parentId: system.id,
      code: "helpCenter",
      path: "https://help.example.com/console/index.html",
      category: 1,
      hasChildren: false,
      meta: { i18n: "menu.helpCenter" },
    });
    expect(help.id).toMatch(/^\d{19}$/);
    expect(help).not.toHaveProperty("children");
    expect(flatten(await routes(access_token, SEED.topSystem1)).some((n) => n.code === "helpCenter")).toBe(true);
    expect(flatten(await routes(access_token, SEED.topBusiness1)).some((n) => n.code === "helpCenter")).toBe(false);

    const operator = await signIn("operator", "operator123");
    expect(flatten(await routes(operator.access_token)).some((n) => n.code === "helpCenter")).toBe(false);
  });

  it("平台公告 carries meta.roles; other items carry only meta.i18n", async () => {
    const { access_token } = await signIn("admin", "admin");
    const all = flatten(await routes(access_token));
    const notice = all.find((n) => n.name === "平台公告")!;
    expect(notice.meta).toEqual({ i18n: "menu.platformInfo", roles: ["administrator"] });
    expect(Object.keys(notice).at(-1)).toBe("meta");
    const restricted = all.filter((n) => n.meta && "roles" in n.meta).map((n) => n.name);
    expect(restricted).toEqual(["平台公告"]);
    expect(all.find((n) => n.name === "我的消息")!.meta).toEqual({ i18n: "menu.myMessage" });
  });
});
