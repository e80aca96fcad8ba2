/**
 * Property-based fuzzing of 政策配置's actions (ADR 020: 费率模板's create, update, copy, delete;
 * 政策列表's create, update, delete): random form bodies with the screens' own field names, rates and
 * dates floats or parsers would bend, huge strings and markup, as an administrator. Whatever arrives,
 * the answer is a 4xx with errors or a redirect, never a 5xx, and nothing comes back as raw markup.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxDb } from "../worker/browser";
import { signedInWhenSeeded } from "../worker/money/settle-shared";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../worker/warm-money";

beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

const RAW_MARKUP = /<(?:script|img|svg|iframe)[^>]*data-fz/i;
const MARKUP = ['<script data-fz="1">alert(1)</script>', '"><svg data-fz="1" onload=alert(1)>'];
const VALUES = [
  "0.38",
  "0.3800",
  "0.00001",
  "10.0001",
  "-0.1",
  "1e2",
  "NaN",
  "０.３８",
  " 0.38 ",
  "20",
  "0",
  "2026-02-30",
  "2099-12-31",
  "1970-01-01",
  "A000001",
  "A999999",
  "1",
  "2",
  "3",
  "9",
  "",
  "x".repeat(20_000),
  "' OR 1=1 --",
];
const PAIR_FIELDS = [
  "rate_WXPAY_WXPAY",
  "cap_WXPAY_WXPAY",
  "rate_LAKALA_CARD",
  "cap_LAKALA_CARD",
  "rate_SUIXINGFU_UNIONPAY",
];
const FIELDS = [
  "id",
  "templateName",
  "remark",
  "policyName",
  "templateId",
  "targetType",
  "agentLevel",
  "agentNo",
  "effectiveDate",
  ...PAIR_FIELDS,
];
const INTENTS = ["create", "update", "delete", "copy", "batch-delete", "", "__proto__"];

let ids: string[] = [];
beforeAll(async () => {
  const db = sandboxDb();
  ids = (
    await db.prepare("SELECT id FROM cloud_rate_template UNION ALL SELECT id FROM cloud_policy").all<{ id: string }>()
  ).results.map((r) => r.id);
}, MONEY_SEED_TIMEOUT_MS);

const value = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...VALUES, ...MARKUP, ...ids) },
  );

const form = () =>
  fc
    .tuple(fc.constantFrom(...INTENTS), fc.array(fc.tuple(fc.constantFrom(...FIELDS), value()), { maxLength: 14 }))
    .map(([intent, rest]) => [["intent", intent], ...rest] as [string, string][]);

describe("fuzzing 政策配置's actions", () => {
  it.each(["/policy/rateTemplate", "/policy/policyInfo"])(
    "%s answers random form data with a 4xx or a redirect, never a 5xx or raw markup",
    async (path) => {
      const admin = await signedInWhenSeeded("qa2");
      await fc.assert(
        fc.asyncProperty(
          form(),
          fc.constantFrom("", "?dialog=create", `?op=copy&id=${ids[0] ?? "1"}`),
          async (entries, query) => {
            const response = await admin.postEntries(`${path}${query}`, entries);
            const what = `${path}${query} ${JSON.stringify(entries).slice(0, 300)}`;
            expect(response.status, what).toBeLessThan(500);
            expect(await response.text(), what).not.toMatch(RAW_MARKUP);
          },
        ),
        { numRuns: 40 },
      );
    },
  );
});
