/** The operator's menu (lib/menu): normalising the routes tree, the landing page and lookups. */
import { describe, expect, it } from "vitest";
import { findMenuLeaf, landingPath, menuTrail, normalizeMenu } from "~/lib/menu";

const routes = [
  { id: "1", parentId: "0", name: "首页", path: "/main/index", source: "house", hasChildren: false },
  {
    id: "2",
    parentId: "0",
    name: "订单管理",
    path: "/orders",
    source: "receipt",
    children: [
      { id: "21", parentId: "2", name: "交易订单", path: "/orders/transactionOrder", source: "" },
      { id: "22", parentId: "2", name: "仅财务", path: "/orders/finance", source: "", meta: { roles: ["finance"] } },
    ],
  },
  { id: "3", parentId: "0", name: "帮助", path: "https://help.example/doc.html", source: "book-open" },
];

describe("normalizeMenu", () => {
  it("keeps names, paths, icons and nesting", () => {
    const menu = normalizeMenu(routes, ["administrator"]);
    expect(menu.map((item) => item.name)).toEqual(["首页", "订单管理", "帮助"]);
    expect(menu[1].children.map((item) => item.path)).toEqual(["/orders/transactionOrder"]);
    expect(menu[2].external).toBe(true);
  });

  it("shows meta.roles items only to those roles (spec §6)", () => {
    const menu = normalizeMenu(routes, ["finance"]);
    expect(menu[1].children.map((item) => item.name)).toEqual(["交易订单", "仅财务"]);
  });

  it("copes with a non-array answer", () => {
    expect(normalizeMenu({}, [])).toEqual([]);
  });
});

describe("landing and lookup (spec §4)", () => {
  it("lands on /main/index when 首页 exists", () => {
    expect(landingPath(normalizeMenu(routes, []))).toBe("/main/index");
  });

  it("lands on the transaction orders otherwise", () => {
    expect(landingPath(normalizeMenu(routes.slice(1), []))).toBe("/orders/transactionOrder");
  });

  it("finds leaves and the trail to them", () => {
    const menu = normalizeMenu(routes, []);
    expect(findMenuLeaf(menu, "/orders/transactionOrder")?.name).toBe("交易订单");
    expect(findMenuLeaf(menu, "/orders")).toBeNull();
    expect(menuTrail(menu, "/orders/transactionOrder")).toEqual(["2", "21"]);
  });
});
