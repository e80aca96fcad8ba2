/** The screen kit's permission rules (kit/shared/permissions): button codes, disabled fields, requirePermission. */
import { describe, expect, it } from "vitest";
import {
  buttonCodes,
  disabledFieldKeys,
  isFieldDisabled,
  packPermissions,
  unpackedSet,
} from "~/kit/shared/permissions";
import type { Operator } from "~/server/auth.server";
import { can, requirePermission } from "~/kit/server/permissions.server";

describe("buttonCodes (spec §6: leaf codes of the button tree)", () => {
  it("collects the codes of nodes without children, recursively", () => {
    const tree = [
      { code: "agent", children: [{ code: "agent_add" }, { code: "agent_edit", children: [] }] },
      { code: "system", children: [{ code: "user", children: [{ code: "user_reset" }] }] },
      { code: "lonely" },
    ];
    expect(buttonCodes(tree)).toEqual(["agent_add", "agent_edit", "lonely", "user_reset"]);
  });

  it("copes with what is not a tree", () => {
    expect(buttonCodes({})).toEqual([]);
    expect(buttonCodes([null, 3, { children: "x" }])).toEqual([]);
  });
});

describe("permissions as a page's data", () => {
  it("packs each list into one string and reads it back as the same set", () => {
    const packed = packPermissions({ buttons: ["agent_add", "user_reset"], disabledFields: ["agent.extractRate"] });
    expect(packed).toEqual({ buttons: "agent_add user_reset", disabledFields: "agent.extractRate" });
    expect([...unpackedSet(packed.buttons)]).toEqual(["agent_add", "user_reset"]);
    expect(unpackedSet(packed.buttons)).toBe(unpackedSet(packed.buttons));
    expect(unpackedSet(packed.disabledFields).has("agent.extractRate")).toBe(true);
    expect(unpackedSet(packPermissions({ buttons: [], disabledFields: [] }).buttons).size).toBe(0);
  });
});

describe("disabled fields", () => {
  it("keys rows as menuCode.fieldName and ignores malformed rows", () => {
    const keys = disabledFieldKeys([{ menuCode: "agent", fieldName: "extractRate" }, { menuCode: "agent" }, null]);
    expect(keys).toEqual(["agent.extractRate"]);
    expect(isFieldDisabled(keys, "agent", "extractRate")).toBe(true);
    expect(isFieldDisabled(keys, "agent", "mobile")).toBe(false);
    expect(disabledFieldKeys({})).toEqual([]);
  });
});

describe("requirePermission", () => {
  const operator = { record: { permissions: { buttons: ["dict_add"], disabledFields: [] } } } as unknown as Operator;

  it("lets an operator with the button through", () => {
    expect(can(operator, "dict_add")).toBe(true);
    expect(() => requirePermission(operator, "dict_add")).not.toThrow();
  });

  it("refuses one without it with a 403 and a clear message", () => {
    let thrown: unknown;
    try {
      requirePermission(operator, "dict_remove");
    } catch (error) {
      thrown = error;
    }
    const refusal = thrown as { init?: { status?: number }; data?: { message?: string } };
    expect(refusal.init?.status).toBe(403);
    expect(refusal.data?.message).toBe("您没有该操作的权限（dict_remove）");
  });
});
