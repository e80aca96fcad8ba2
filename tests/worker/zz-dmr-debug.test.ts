import { it } from "vitest";
import { Browser, signIn } from "./browser";
it("dump", async () => {
  const b = new Browser();
  await signIn(b, "qa2", "qa123456");
  for (const p of ["/system/dict?code=industry", "/system/menu", "/system/role", "/system/dictBiz"]) {
    const r = await b.get(p);
    const html = await r.text();
    console.log("=====", p, r.status, html.length);
    const main = html.slice(html.indexOf("<h1"), html.indexOf("<script"));
    console.log(main.replace(/class="[^"]*"/g, "").slice(0, 6000));
  }
});
