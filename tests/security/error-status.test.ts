/** The error pages answer with their own HTTP status, as a document and as route data. */
import { describe, expect, it } from "vitest";
import { Browser } from "../worker/browser";

describe("error pages", () => {
  it.each([
    ["/403", 403, "抱歉，您无权访问该页面"],
    ["/404", 404, "抱歉，您访问的页面不存在"],
    ["/500", 500, "抱歉，服务器出错了"],
  ])("GET %s is HTTP %i, as a document and as .data", async (path, status, text) => {
    const page = await new Browser().get(path);
    expect(page.status).toBe(status);
    expect(await page.text()).toContain(text);
    const routeData = await new Browser().get(`${path}.data`);
    expect(routeData.status).toBe(status);
    expect(await routeData.text()).toContain(text);
  });
});
