import { it } from "vitest";
import { writeFileSync } from "node:fs";
import zh from "../../../app/locales/zh/translation";
import en from "../../../app/locales/en/translation";
const NS = ["system", "partner", "marketing", "money", "policy", "report", "resource", "wechat", "flow"];
it("x", () => {
  const z = zh as any,
    e = en as any;
  const groups = new Map<string, Map<string, string[]>>();
  const seen = new Set<unknown>();
  for (const ns of NS)
    for (const part of Object.keys(z[ns])) {
      const p = z[ns][part];
      if (seen.has(p)) continue;
      seen.add(p);
      for (const [name, v] of Object.entries(p)) {
        const pair = JSON.stringify([v, e[ns][part][name]]);
        const g = groups.get(name) ?? new Map();
        groups.set(name, g);
        g.set(pair, [...(g.get(pair) ?? []), `${ns}.${part}`]);
      }
    }
  const out: string[] = [];
  for (const [name, g] of [...groups].sort(
    (a, b) =>
      Math.max(...[...b[1].values()].map((x) => x.length)) - Math.max(...[...a[1].values()].map((x) => x.length)),
  )) {
    const best = [...g].sort((a, b) => b[1].length - a[1].length)[0];
    if (best[1].length < 2) continue;
    out.push(
      `${name}\t${best[1].length}\t${best[0]}\t| others: ${[...g]
        .filter((x) => x !== best)
        .map(([p, l]) => `${p}x${l.length}`)
        .join(" ")}`,
    );
  }
  writeFileSync("/tmp/c-labels/names.txt", out.join("\n"));
});
