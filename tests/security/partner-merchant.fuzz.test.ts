/**
 * Property-based fuzzing of the merchant screens' actions (商户列表, /merchantSub): random form
 * bodies with the screens' own field names, wrong types, huge strings, injections and markup,
 * as an administrator and as agent01 (ADR 016's scope). Whatever arrives, the answer is a 4xx
 * with errors or a redirect, never a 5xx, and nothing comes back as raw markup.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedId } from "../../workers/sandbox/core/ids";
import { signedInAs } from "../worker/browser";

const RAW_MARKUP = /<(?:script|img|svg|iframe)[^>]*data-fz/i;
const MARKUP = [
  '<script data-fz="1">alert(1)</script>',
  '<img data-fz="1" src=x onerror=alert(1)>',
  '"><svg data-fz="1" onload=alert(1)>',
];
const TRICKY = [
  "' OR '1'='1",
  "1; DROP TABLE cloud_merchant_info; --",
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999",
  "100.001",
  "33.333",
  "",
  " ",
  seedId(63, 1),
  seedId(63, 2),
  seedId(60, 6),
  "__proto__",
  "\u0000",
  "x".repeat(100_000),
];
const FIELDS = [
  "id",
  "merchantFullName",
  "merchantShortName",
  "merchantType",
  "agentId",
  "linkMan",
  "mobile",
  "linkEmail",
  "mcc",
  "legalPerson",
  "licenceNo",
  "address",
  "settleAccountName",
  "settleCardNo",
  "settleBankName",
  "remark",
  "merchantStatus",
  "merchantId",
  "subSwitch",
  "subMode",
  "receiverName",
  "receiverAccount",
  "accountType",
  "ratio",
];
const INTENTS = ["create", "update", "delete", "status", "save", "batch-delete", "", "__proto__"];

const value = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...MARKUP, ...TRICKY) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);
const entries = fc
  .tuple(fc.constantFrom(...INTENTS), fc.array(fc.tuple(fc.constantFrom(...FIELDS), value), { maxLength: 16 }))
  .map(([intent, rest]) => [["intent", intent], ...rest] as [string, string][]);

const TARGETS = [
  "/merchant/merchantInfo",
  `/merchantSub?merchantId=${seedId(63, 1)}`,
  `/merchantSub?merchantId=${seedId(63, 2)}`,
  "/merchant/merchantSub",
];

describe("fuzzing the merchant screens' actions", () => {
  for (const [account, password] of [
    ["admin", "admin"],
    ["agent01", "123456"],
  ] as const) {
    it.each(TARGETS)(`${account}: %s answers random form data with a 4xx or a redirect`, async (path) => {
      const browser = await signedInAs(account, password);
      await fc.assert(
        fc.asyncProperty(entries, async (form) => {
          const response = await browser.postEntries(path, form);
          const what = `${path} ${JSON.stringify(form).slice(0, 300)}`;
          expect(response.status, what).toBeLessThan(500);
          expect(await response.text(), what).not.toMatch(RAW_MARKUP);
        }),
        { numRuns: 25 },
      );
    });
  }
});
