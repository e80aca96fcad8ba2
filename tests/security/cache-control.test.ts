/**
 * Responses the Worker generates are per operator: without a Cache-Control of their own they
 * carry `private, no-store`, so no shared cache or back/forward cache keeps a signed-in page.
 */
import { describe, expect, it } from "vitest";
import { Browser, signedInAs } from "../worker/browser";

const NO_STORE = "private, no-store";

describe("Cache-Control on generated responses", () => {
  it("a signed-in page and its route data are private, no-store", async () => {
    const browser = await signedInAs("user35", "123456");
    const page = await browser.get("/main/index");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe(NO_STORE);
    const routeData = await browser.get("/main/index.data");
    expect(routeData.status).toBe(200);
    expect(routeData.headers.get("Cache-Control")).toBe(NO_STORE);
    // A resource route (the column settings' JSON answer for the hydrated page).
    const columns = await browser.post(
      "/kit/columns",
      { screen: "mcc", columns: "remark" },
      { Accept: "application/json" },
    );
    expect(columns.status).toBe(200);
    expect(await columns.json()).toEqual({ hidden: ["remark"] });
    expect(columns.headers.get("Cache-Control")).toBe(NO_STORE);
  });

  it("the login page, a redirect and an edge refusal are private, no-store", async () => {
    const login = await new Browser().get("/login");
    expect(login.status).toBe(200);
    expect(login.headers.get("Cache-Control")).toBe(NO_STORE);
    const redirect = await new Browser().get("/main/index");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Cache-Control")).toBe(NO_STORE);
    const refused = await new Browser().send("/login", { method: "POST", crossSite: true });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Cache-Control")).toBe(NO_STORE);
  });
});
