/**
 * Property-based fuzzing of 资源管理's actions (ADR 027: 对象存储's create, update, delete, enable,
 * test; 附件管理's delete, batch delete) and its file route: random form bodies with the screens'
 * own field names, endpoints, bucket names and ids parsers would bend, huge strings and markup, as
 * an administrator. Whatever arrives, the answer is a 4xx with errors or a redirect, never a 5xx;
 * nothing comes back as raw markup, and no typed secret comes back at all.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESOURCE_SEED } from "../../workers/sandbox/services/files/seed";
import { signedInAs } from "../worker/browser";

const RAW_MARKUP = /<(?:script|img|svg|iframe)[^>]*data-fz/i;
const MARKUP = ['<script data-fz="1">alert(1)</script>', '"><svg data-fz="1" onload=alert(1)>'];
const SECRET = "fuzz-secret-7f3a";
const IDS = [
  RESOURCE_SEED.enabledOss,
  RESOURCE_SEED.qiniuOss,
  RESOURCE_SEED.aliOss,
  ...RESOURCE_SEED.attachments,
  "1",
  "-1",
  "../x",
  "9".repeat(40),
];
const VALUES = [
  "1",
  "2",
  "3",
  "4",
  "5",
  "0",
  "https://minio.sandbox.internal",
  "http://a@b.example",
  "ftp://x",
  "javascript:alert(1)",
  "cloud-pay",
  "a..b",
  "10.0.0.1",
  "UPPER",
  "ab",
  "oss-cn-hangzhou",
  "12345",
  "",
  "x".repeat(20_000),
  "' OR 1=1 --",
  ...IDS,
];
const FIELDS = [
  "id",
  "ids",
  "category",
  "ossCode",
  "endpoint",
  "bucketName",
  "accessKey",
  "appId",
  "region",
  "remark",
  "confirmed",
  "scope",
];
const INTENTS = ["create", "update", "delete", "batch-delete", "enable", "test", "", "__proto__"];

const value = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...VALUES, ...MARKUP) },
  );

const form = () =>
  fc
    .tuple(fc.constantFrom(...INTENTS), fc.array(fc.tuple(fc.constantFrom(...FIELDS), value()), { maxLength: 14 }))
    // The secret is typed in its own field only: whatever else fails, it never comes back.
    .map(([intent, rest]) => [["intent", intent], ["secretKey", SECRET], ...rest] as [string, string][]);

describe("fuzzing 资源管理's actions", () => {
  it.each(["/resource/oss", "/resource/attach"])(
    "%s answers random form data with a 4xx or a redirect, never a 5xx or raw markup (对象存储: never the typed secret)",
    async (path) => {
      const admin = await signedInAs("qa2");
      await fc.assert(
        fc.asyncProperty(
          form(),
          fc.constantFrom(
            "",
            "?dialog=create",
            `?op=test&id=${RESOURCE_SEED.enabledOss}`,
            `?dialog=edit&id=${RESOURCE_SEED.qiniuOss}`,
          ),
          async (entries, query) => {
            const response = await admin.postEntries(`${path}${query}`, entries);
            const what = `${path}${query} ${JSON.stringify(entries).slice(0, 300)}`;
            expect(response.status, what).toBeLessThan(500);
            const text = await response.text();
            expect(text, what).not.toMatch(RAW_MARKUP);
            // 对象存储's secret field; 附件管理 has none (an unknown field is echoed there like anywhere).
            if (path === "/resource/oss") expect(text, what).not.toContain(SECRET);
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it("the file route answers any id with the file, a 404 or a 403, never a 5xx", async () => {
    const admin = await signedInAs("qa2");
    // Any reference (ADR 030), a path segment: "." and ".." are the URL's own, not one.
    const ref = fc.string({ minLength: 1, maxLength: 30 }).filter((id) => id !== "." && id !== "..");
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...IDS), ref),
        fc.constantFrom("", "?download=1", "?download=0"),
        async (id, extra) => {
          const response = await admin.get(`/files/${encodeURIComponent(id)}${extra}`);
          expect([200, 403, 404], id).toContain(response.status);
          await response.arrayBuffer();
        },
      ),
      { numRuns: 40 },
    );
  });
});
