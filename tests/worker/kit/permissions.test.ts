/**
 * The permissions loaded at sign-in (spec §6), in the built Worker against the sandbox: the
 * button codes and disabled fields kept in the session record, and handed to the page.
 */
import { describe, expect, it } from "vitest";
import { Browser, signIn, withRecord } from "../browser";

const recordOf = (browser: Browser) => withRecord(browser, (record) => record);

describe("permissions loaded at sign-in (spec §6)", () => {
  it("gives the administrator the button codes and no disabled fields", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    const { permissions } = await recordOf(browser);
    expect(permissions?.buttons).toEqual(expect.arrayContaining(["agent_add", "agent_delete", "user_add"]));
    expect(permissions?.disabledFields).toEqual([]);
  });

  it("gives the role-limited operator fewer codes and its disabled fields", async () => {
    const admin = new Browser();
    await signIn(admin, "qa2", "qa123456");
    const operator = new Browser();
    await signIn(operator, "operator", "operator123");
    const adminButtons = (await recordOf(admin)).permissions?.buttons ?? [];
    const { permissions } = await recordOf(operator);
    expect(permissions?.buttons.length).toBeGreaterThan(0);
    expect(permissions!.buttons.length).toBeLessThan(adminButtons.length);
    expect(permissions?.buttons).not.toContain("agent_delete");
    expect(permissions?.disabledFields).toEqual(
      expect.arrayContaining(["agent.agentAccountingRate", "agent.extractRate", "merchant.settleRate"]),
    );
    // The page gets them too, for hiding buttons and disabling fields.
    const html = await (await operator.get("/main/index")).text();
    expect(html).toContain("agent.extractRate");
  });
});
