/** 公众号菜单's tree edits (ADR 026). */
import { describe, expect, it } from "vitest";
import {
  addNode,
  editNode,
  moveNode,
  parsePath,
  removeNode,
  utf8Bytes,
  type MenuTree,
} from "~/screens/wechat/menu/menu-tree";

const tree = (): MenuTree => ({
  button: [
    { name: "A", type: "click", key: "A" },
    {
      name: "B",
      sub_button: [
        { name: "B1", type: "click", key: "B1" },
        { name: "B2", type: "view", url: "https://x.test" },
      ],
    },
  ],
});

describe("menu tree", () => {
  it("counts UTF-8 bytes", () => {
    expect(utf8Bytes("会员中心")).toBe(12);
    expect(utf8Bytes("ab")).toBe(2);
  });

  it("reads node paths", () => {
    expect(parsePath("1")).toEqual([1]);
    expect(parsePath("1.4")).toEqual([1, 4]);
    expect(parsePath("1.")).toBeNull();
    expect(parsePath("x")).toBeNull();
    expect(parsePath("12")).toBeNull();
  });

  it("adds while there is room: 3 at the top, 5 under a button without an action", () => {
    const t = tree();
    const three = addNode(t, null, { name: "C", type: "click", key: "C" })!;
    expect(three.button).toHaveLength(3);
    expect(addNode(three, null, { name: "D", type: "click", key: "D" })).toBeNull();
    expect(addNode(t, 0, { name: "A1", type: "click", key: "A1" })).toBeNull();
    let full = t;
    for (const n of [3, 4, 5]) full = addNode(full, 1, { name: `B${n}`, type: "click", key: `B${n}` })!;
    expect(full.button[1]!.sub_button).toHaveLength(5);
    expect(addNode(full, 1, { name: "B6", type: "click", key: "B6" })).toBeNull();
    expect(t.button[1]!.sub_button).toHaveLength(2);
  });

  it("edits, keeping a top-level button's sub-buttons; moves within its level; removes", () => {
    const edited = editNode(tree(), [1], { name: "更多" })!;
    expect(edited.button[1]).toMatchObject({ name: "更多", sub_button: [{ name: "B1" }, { name: "B2" }] });
    expect(moveNode(tree(), [1, 1], -1)!.button[1]!.sub_button!.map((b) => b.name)).toEqual(["B2", "B1"]);
    expect(moveNode(tree(), [0], -1)).toBeNull();
    expect(moveNode(tree(), [1], 1)).toBeNull();
    const removed = removeNode(removeNode(tree(), [1, 0])!, [1, 0])!;
    expect(removed.button[1]!.sub_button).toBeUndefined();
    expect(removeNode(tree(), [2])).toBeNull();
  });
});
