/**
 * A built screen outside the operator's menu is refused as 403 (it exists, they may not use it);
 * a path that is no screen at all stays a 404 (ADR 005).
 */
import { describe, expect, it } from "vitest";
import { location, signedInAs } from "../worker/browser";

const BUILT_SCREENS = ["/system/commonSetting", "/system/mcc"];

describe("a built screen outside the operator's menu", () => {
  it("sends the role-limited operator to /403", async () => {
    const operator = await signedInAs("operator", "operator123");
    for (const path of BUILT_SCREENS) {
      const response = await operator.get(path);
      expect(response.status, path).toBe(302);
      expect(location(response), path).toBe("/403");
    }
  });

  it("opens for an administrator whose menu has it", async () => {
    const admin = await signedInAs("admin", "admin");
    for (const path of BUILT_SCREENS) expect((await admin.get(path)).status, path).toBe(200);
  });

  it("keeps /404 for a path that is no screen at all", async () => {
    const operator = await signedInAs("operator", "operator123");
    const response = await operator.get("/system/noSuchScreen");
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/404");
  });
});
