/**
 * Property-based fuzzing of 微信公众号's actions (ADR 026: 公众号配置's create, update, delete;
 * 公众号菜单's add-node, edit-node, delete-node, move-node, publish): random form bodies with the
 * screens' own field names, node paths out of range, byte-heavy names, huge strings and markup, as
 * an administrator. Whatever arrives, the answer is a 4xx with errors or a redirect, never a 5xx,
 * nothing comes back as raw markup, and no stored secret appears in an answer.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { WECHAT_SEED } from "../../workers/sandbox/services/wechat/seed";
import { signedInAs } from "../worker/browser";

const RAW_MARKUP = /<(?:script|img|svg|iframe)[^>]*data-fz/i;
const MARKUP = ['<script data-fz="1">alert(1)</script>', '"><svg data-fz="1" onload=alert(1)>'];
const SECRETS = ["3f9a1c7e5b2d8046a1c3e5f7092b4d6e", "lanhaiToken2026", "Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z0X1c"];
const VALUES = [
  "0",
  "1",
  "2",
  "9",
  "0.0",
  "0.4",
  "2.9",
  "1.",
  "-1",
  "",
  "sub",
  "click",
  "view",
  "miniprogram",
  "scancode_push",
  "up",
  "down",
  "会员中心啊啊",
  "汉".repeat(21),
  "https://example.com",
  "javascript:alert(1)",
  "wx1f2e3d4c5b6a7988",
  "wxBAD",
  "x".repeat(20_000),
  "' OR 1=1 --",
  WECHAT_SEED.serviceAccount,
  WECHAT_SEED.newsAccount,
  WECHAT_SEED.serviceAppId,
  "A1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6",
];
const ACCOUNT_FIELDS = [
  "id",
  "name",
  "appId",
  "appSecret",
  "token",
  "encodingAesKey",
  "accountType",
  "status",
  "remark",
];
const MENU_FIELDS = ["account", "node", "parent", "by", "name", "type", "key", "url", "appid", "pagepath"];

const value = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...VALUES, ...MARKUP) },
  );

const form = (intents: string[], fields: string[]) =>
  fc
    .tuple(fc.constantFrom(...intents), fc.array(fc.tuple(fc.constantFrom(...fields), value()), { maxLength: 14 }))
    .map(([intent, rest]) => [["intent", intent], ...rest] as [string, string][]);

let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  admin = await signedInAs("qa2");
}, 60_000);

const CASES: [string, string[], string[], string[]][] = [
  [
    "/wechat/account",
    ["create", "update", "delete", "batch-delete", "", "__proto__"],
    ACCOUNT_FIELDS,
    ["", "?dialog=create", `?dialog=edit&id=${WECHAT_SEED.newsAccount}`],
  ],
  [
    "/wechat/menu",
    ["add-node", "edit-node", "delete-node", "move-node", "publish", "", "__proto__"],
    MENU_FIELDS,
    ["", `?account=${WECHAT_SEED.newsAccount}&op=add`, `?account=${WECHAT_SEED.newsAccount}&op=edit&node=0`],
  ],
];

describe("fuzzing 微信公众号's actions", () => {
  it.each(CASES)(
    "%s answers random form data with a 4xx or a redirect, never a 5xx, raw markup or a secret",
    async (path, intents, fields, queries) => {
      await fc.assert(
        fc.asyncProperty(form(intents, fields), fc.constantFrom(...queries), async (entries, query) => {
          const response = await admin.postEntries(`${path}${query}`, entries);
          const what = `${path}${query} ${JSON.stringify(entries).slice(0, 300)}`;
          expect(response.status, what).toBeLessThan(500);
          const text = await response.text();
          expect(text, what).not.toMatch(RAW_MARKUP);
          for (const secret of SECRETS) expect(text, what).not.toContain(secret);
        }),
        { numRuns: 40 },
      );
    },
  );
});
