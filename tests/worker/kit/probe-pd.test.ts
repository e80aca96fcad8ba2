import { beforeAll, expect, it } from "vitest";
import { type Browser, signedInAs } from "../browser";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

const PATTERNS: [string, RegExp][] = [
  ["mobile", /(?<![\dA-Za-z])1[3-9]\d{9}(?!\d)/g],
  ["card", /(?<![\dA-Za-z])[2-9]\d{3}(?:[ -]?\d{4}){2,3}(?:[ -]?\d{1,3})?(?![\d])/g],
  ["idno", /(?<![\dA-Za-z])[1-9]\d{16}[\dXx](?![\dA-Za-z])/g],
];
let admin: Browser;
beforeAll(async () => { await warmMoney(); admin = await signedInAs("admin", "admin"); }, MONEY_SEED_TIMEOUT_MS);

const dataUrl = (path: string) => { const u = new URL(path, "https://x"); return `${u.pathname}.data${u.search}`; };

it("probe", async () => {
  const leaves = ((await (await admin.get("/shell/search-index")).json()) as { href: string }[]).filter((l) => l.href.startsWith("/"));
  const out: string[] = [];
  for (const leaf of leaves) {
    const page = await (await admin.get(leaf.href)).text();
    const firstId = /<tr[^>]*data-row-id="([^"]+)"/.exec(page)?.[1];
    const urls = [leaf.href, dataUrl(leaf.href)];
    if (firstId) { const v = `${leaf.href}${leaf.href.includes("?") ? "&" : "?"}dialog=view&id=${firstId}`; urls.push(v, dataUrl(v)); }
    for (const url of urls) {
      const body = await (await admin.get(url)).text();
      for (const [kind, re] of PATTERNS) {
        const found = [...new Set([...body.matchAll(re)].map((m) => m[0]))];
        if (found.length) out.push(`${url} ${kind} ${found.length}: ${found.slice(0, 4).join(", ")}`);
      }
    }
  }
  console.log(out.join("\n"));
  expect(true).toBe(true);
}, 600_000);
