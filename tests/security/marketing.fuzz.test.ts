/**
 * Property-based fuzzing of 营销活动's and 银行活动's actions (ADR 023: create, update, delete,
 * status, sync): random form bodies with the screens' own field names, dates and amounts parsers
 * would bend, repeated scope ids, huge strings and markup, as an administrator. Whatever arrives,
 * the answer is a 4xx with errors or a redirect, never a 5xx, and nothing comes back as raw markup.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxDb, signedInAs } from "../worker/browser";

const RAW_MARKUP = /<(?:script|img|svg|iframe)[^>]*data-fz/i;
const MARKUP = ['<script data-fz="1">alert(1)</script>', '"><svg data-fz="1" onload=alert(1)>'];
const VALUES = [
  "0",
  "1",
  "2",
  "3",
  "-1",
  "0.01",
  "12.345",
  "1e3",
  "NaN",
  "９９",
  " 100 ",
  "99999999999.99",
  "2026-02-30",
  "2099-12-31",
  "1970-01-01",
  "9.5",
  "10",
  "WXPAY",
  "NOPE",
  "1630000000000000005",
  "1600000000000000001",
  "1600000000000000001,1630000000000000005",
  "",
  "x".repeat(20_000),
  "' OR 1=1 --",
];
const FIELDS = [
  "id",
  "title",
  "startDate",
  "endDate",
  "channelCode",
  "budget",
  "scopeType",
  "scopeAgents",
  "scopeAgentId",
  "scopeMerchants",
  "scopeMerchantId",
  "remark",
  "enabled",
  "sync",
  "actTitle",
  "bankId",
  "cardType",
  "discountType",
  "threshold",
  "reduce",
  "discountRate",
  "dailyCap",
  "actDesc",
];
const INTENTS = ["create", "update", "delete", "status", "sync", "batch-delete", "", "__proto__"];

let ids: string[] = [];
beforeAll(async () => {
  const db = sandboxDb();
  ids = (
    await db
      .prepare("SELECT id FROM cloud_marketing_activity UNION ALL SELECT id FROM cloud_bank_act LIMIT 40")
      .all<{ id: string }>()
  ).results.map((r) => r.id);
});

const value = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...VALUES, ...MARKUP, ...ids) },
  );

const form = () =>
  fc
    .tuple(fc.constantFrom(...INTENTS), fc.array(fc.tuple(fc.constantFrom(...FIELDS), value()), { maxLength: 16 }))
    .map(([intent, rest]) => [["intent", intent], ...rest] as [string, string][]);

describe("fuzzing 营销活动's and 银行活动's actions", () => {
  it.each(["/marketing/activity", "/agent/bankActManage"])(
    "%s answers random form data with a 4xx or a redirect, never a 5xx or raw markup",
    async (path) => {
      const admin = await signedInAs("qa3");
      await fc.assert(
        fc.asyncProperty(
          form(),
          fc.constantFrom("", "?dialog=create", `?op=sync&id=${ids[0] ?? "1"}`, `?op=status&id=${ids[1] ?? "1"}`),
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
