/**
 * Static files as a browser caches them (public/_headers, issue 33): the build's hashed files under
 * /assets/ are kept for a year without asking again, so a second visit loads no script from the
 * network; a page itself, and an unhashed file (the icon), are asked for every time.
 */
import { expect } from "@playwright/test";
import { test } from "../fixtures";

test("hashed assets are immutable for a year; pages and unhashed files are revalidated", async ({ page }) => {
  const assets = new Map<string, string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/assets/")) assets.set(url.pathname, response.headers()["cache-control"] ?? "");
  });
  const document = await page.goto("/login");
  await page.waitForLoadState("load");
  expect(document?.headers()["cache-control"] ?? "").not.toContain("immutable");
  expect(assets.size).toBeGreaterThan(2);
  for (const [path, cacheControl] of assets) expect(cacheControl, path).toBe("public, max-age=31536000, immutable");

  const icon = await page.request.get("/favicon.svg");
  expect(icon.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

  // Back on the page: its scripts come from the browser's cache, none asked again (a 304 too has
  // a transfer size: its headers).
  await page.goto("/login?again=1");
  await page.waitForLoadState("load");
  const revalidated = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"))
      .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
      .map((entry) => entry.name),
  );
  expect(revalidated).toEqual([]);
});
