/** The screen kit's lazy trees (kit/server/tree.server): open rows flattened with their depth. */
import { describe, expect, it } from "vitest";
import { loadLazyTree } from "~/kit/server/tree.server";

describe("lazy trees", () => {
  const tree: Record<string, { id: string; kids: boolean }[]> = {
    "0": [
      { id: "a", kids: true },
      { id: "b", kids: false },
    ],
    a: [{ id: "a1", kids: true }],
    a1: [{ id: "a1x", kids: false }],
  };
  type Node = { id: string; kids: boolean };
  const level = async (parent: string): Promise<Node[]> => tree[parent] ?? [];
  const options = { rootId: "0", level, id: (r: Node) => r.id, hasChildren: (r: Node) => r.kids };

  it("flattens the open rows with their depth, asking each level once", async () => {
    const asked: string[] = [];
    const result = await loadLazyTree({ ...options, open: ["a", "a1"], level: (p) => (asked.push(p), level(p)) });
    expect(result.value.map((r) => `${r.row.id}@${r.depth}${r.open ? "+" : ""}`)).toEqual([
      "a@0+",
      "a1@1+",
      "a1x@2",
      "b@0",
    ]);
    expect(asked).toEqual(["0", "a", "a1"]);
  });

  it("ignores an open row whose parent is closed", async () => {
    const result = await loadLazyTree({ ...options, open: ["a1"] });
    expect(result.value.map((r) => r.row.id)).toEqual(["a", "b"]);
  });
});
