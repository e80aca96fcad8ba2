/**
 * Property-based fuzzing of every action a person can post to: the sign-in, the lock, the
 * shell, my info, messages and every system-settings screen (ADR 009). Form bodies are random:
 * unicode, 100 KB strings, missing and repeated fields, wrong types, injection strings, huge
 * and negative numbers, unknown intents. Whatever arrives, the answer is a 4xx with errors or a
 * redirect, never a 5xx, and nothing stored ever comes back as markup.
 *
 * It runs as its own vitest project after the others (its random writes would race their
 * counts). `scope=all` is never sent: a confirmed batch over every matching row is a real
 * operator's power, not an input to fuzz.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Browser, signIn, signedInAs } from "../worker/browser";

/** Markup that must only ever come back escaped; the marker finds it in any page. */
const MARKUP = [
  '<script data-fz="1">alert(1)</script>',
  '<img data-fz="1" src=x onerror=alert(1)>',
  '"><svg data-fz="1" onload=alert(1)>',
  '<iframe data-fz="1" src=javascript:alert(1)></iframe>',
];
const RAW_MARKUP = /<(?:script|img|svg|iframe)[^>]*data-fz/i;

const INJECTIONS = [
  "' OR '1'='1",
  "1; DROP TABLE blade_user; --",
  "${7*7}",
  "{{7*7}}",
  "../../../etc/passwd",
  "%00",
  "\u0000",
  "\r\n\tat x.Y(Z.java:1)",
  "javascript:alert(1)",
  "//evil.example",
  "/.//evil.example",
  "赌博",
  "🙂‍↔️",
  "\u202e",
  "__proto__",
  "constructor",
];

const NUMBERS = [
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "-9999999999999999999999",
  "99999999999999999999",
  "1.0000000000000001",
  "0x10",
  " 7 ",
];

const FIELDS = [
  "id",
  "ids",
  "intent",
  "confirmed",
  "tenantId",
  "username",
  "password",
  "captchaCode",
  "captchaKey",
  "phone",
  "smsCode",
  "smsId",
  "redirectTo",
  "returnTo",
  "path",
  "url",
  "active",
  "account",
  "address",
  "alias",
  "bankCity",
  "bankCode",
  "bankName",
  "bankProvince",
  "bankTypeId",
  "categoryName",
  "code",
  "deptCategory",
  "deptId",
  "deptName",
  "dictKey",
  "dictValue",
  "email",
  "fullName",
  "isSealed",
  "leftLogo",
  "linkphone",
  "mccCode",
  "name",
  "parentCode",
  "parentId",
  "postId",
  "realName",
  "reason",
  "remark",
  "roleAlias",
  "roleId",
  "roleName",
  "sex",
  "sort",
  "source",
  "title",
  "type",
  "value",
  "webTheme",
  "word",
  "tokenTime",
  "loginModes",
  "autoLockMinutes",
  "menuIds",
  "roleIds",
  "oldPassword",
  "newPassword",
  "newPassword1",
  "lng",
  "open",
];

const INTENTS = [
  "create",
  "update",
  "delete",
  "batch-delete",
  "reset-password",
  "grant",
  "password",
  "phone",
  "send-sms",
  "lock",
  "unlock",
  "close-tab",
  "close-others",
  "close-all",
  "visit",
  "sidebar",
  "top-menu",
  "read-all",
  "read-batch",
  "change-password",
  "change-phone",
  "send-code",
  "",
  "__proto__",
  "DELETE",
];

const value = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...MARKUP, ...INJECTIONS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant("x".repeat(100_000)) },
  { weight: 1, arbitrary: fc.constant("") },
);

const entries = fc
  .tuple(
    fc.constantFrom(...INTENTS).chain((intent) => fc.oneof(fc.constant(intent), fc.string({ maxLength: 12 }))),
    fc.array(
      fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, fc.string({ maxLength: 10 })), value),
      { maxLength: 14 },
    ),
  )
  .map(([intent, rest]) => [["intent", intent], ...rest.filter(([name]) => name !== "scope")] as [string, string][]);

/** Every screen and page that takes a post, as the administrator (qa2) reaches them. */
const TARGETS = [
  "/system/dict",
  "/system/dictBiz",
  "/system/menu",
  "/system/role",
  "/system/user",
  "/system/dept",
  "/system/deptDesign",
  "/system/region",
  "/system/mcc",
  "/system/bankInfo",
  "/system/blacklist",
  "/system/sensitive",
  "/system/sensitiveWhite",
  "/system/commonSetting",
  "/info/index",
  "/message/myMessage",
  "/message/sysNotice",
  "/shell",
  "/locale",
  // 平台公告 (helper notice)
  "/message/platformInfo",
];

async function expectHandled(response: Response, what: string) {
  expect(response.status, what).toBeLessThan(500);
  const text = await response.text();
  expect(text, what).not.toMatch(RAW_MARKUP);
}

describe("fuzzing every action's form data", () => {
  it.each(TARGETS)("%s answers random form data with a 4xx or a redirect, never a 5xx or raw markup", async (path) => {
    const browser = await signedInAs("qa2");
    await fc.assert(
      fc.asyncProperty(entries, async (form) => {
        await expectHandled(await browser.postEntries(path, form), `${path} ${JSON.stringify(form).slice(0, 300)}`);
      }),
      { numRuns: 30 },
    );
  });

  it("the sign-in and the lock answer random form data the same way", async () => {
    await fc.assert(
      fc.asyncProperty(entries, async (form) => {
        const guest = new Browser(`198.51.100.${Math.floor(Math.random() * 250) + 1}`);
        await expectHandled(await guest.postEntries("/login", form), `/login ${JSON.stringify(form).slice(0, 300)}`);
      }),
      { numRuns: 40 },
    );
    const browser = await signedInAs("qa2");
    await fc.assert(
      fc.asyncProperty(entries, async (form) => {
        await expectHandled(await browser.postEntries("/lock", form), `/lock ${JSON.stringify(form).slice(0, 300)}`);
      }),
      { numRuns: 30 },
    );
  });

  it("nothing fuzzed was stored so that it renders as markup", async () => {
    const browser = new Browser();
    await signIn(browser, "qa2", "qa123456");
    for (const path of TARGETS.filter((p) => p.startsWith("/system/"))) {
      const response = await browser.get(`${path}?size=100`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toMatch(RAW_MARKUP);
    }
  });
});
