/**
 * The toll screens' rules that need no backend: amounts as text (the patterns both the page and
 * zod use), exact fen arithmetic for 通过's credit and the amount filter, the list's range
 * checks, the 审核 form (驳回 needs its reason; 通过 sends no remark), the combo form's limits,
 * and which payment screenshot links are shown.
 */
import { describe, expect, it } from "vitest";
import { formSchema } from "~/kit/server/described.server";
import { wholeValue } from "~/kit/shared/screen";
import { orderAmount } from "~/lib/fen";
import { auditPayload, auditSchema } from "~/screens/marketing/recharge/recharge-actions.server";
import { screenshotLinks } from "~/screens/marketing/recharge/recharge-audit";
import { rangeError } from "~/screens/marketing/recharge/screen.server";
import { PERCENT, POSITIVE_YUAN, YUAN } from "~/screens/_shared/marketing/toll";
import { tollComboScreen } from "~/screens/marketing/tollCombo/screen";

const matches = (source: string, value: string) => wholeValue(source).test(value);

describe("amounts as text", () => {
  it("takes positive yuan with at most 2 decimals, and nothing else", () => {
    for (const ok of ["1", "0.01", "0.1", "0.10", "0.5", "500", "500.5", "500.50", "1000000.00", "9999999999.99"])
      expect(matches(POSITIVE_YUAN, ok), ok).toBe(true);
    for (const bad of [
      "0",
      "0.0",
      "0.00",
      "00.5",
      "01",
      "-1",
      "1.234",
      "1.",
      ".5",
      "1e3",
      "1,000",
      " 1",
      "10000000000",
      "Infinity",
      "0x10",
    ]) {
      expect(matches(POSITIVE_YUAN, bad), bad).toBe(false);
    }
  });

  it("takes yuan of 0 or more for balances and thresholds", () => {
    for (const ok of ["0", "0.00", "0.5", "100", "12345.67"]) expect(matches(YUAN, ok), ok).toBe(true);
    for (const bad of ["-0.01", "1.001", "", "abc", "01"]) expect(matches(YUAN, bad), bad).toBe(false);
  });

  it("takes a percentage above 0 and at most 100 with at most 4 decimals", () => {
    for (const ok of ["0.05", "0.0001", "0.1000", "0.0010", "1", "5.5", "99.9999", "100", "100.0", "100.0000"])
      expect(matches(PERCENT, ok), ok).toBe(true);
    for (const bad of ["0", "0.0000", "0.00001", "100.0001", "101", "1000", "-1", "5.12345", "05"])
      expect(matches(PERCENT, bad), bad).toBe(false);
  });
});

describe("通过's credit", () => {
  it("is flowAmount × buyNum in exact fen", () => {
    // 0.1 × 3 in floats is 0.30000000000000004.
    expect(orderAmount("0.10", 3)).toBe("0.30");
    expect(orderAmount("1000000.00", 3)).toBe("3000000.00");
    expect(orderAmount("1234567.89", 7)).toBe("8641975.23");
  });
});

describe("充值订单's list ranges", () => {
  const filters = (f: Record<string, string>) => ({
    tenantId: "",
    orderState: "",
    startTime: "",
    endTime: "",
    minAmount: "",
    maxAmount: "",
    ...f,
  });

  it("refuses a minimum above the maximum, an amount that is not one, and a start after its end", () => {
    expect(rangeError(filters({ minAmount: "1000", maxAmount: "999.99" }))).toEqual({
      key: "marketing.recharge.amountRange",
    });
    expect(rangeError(filters({ minAmount: "10.5", maxAmount: "10.50" }))).toBeNull();
    // Compared as amounts, not as text: "9" is less than "10".
    expect(rangeError(filters({ minAmount: "9", maxAmount: "10" }))).toBeNull();
    expect(rangeError(filters({ minAmount: "abc" }))).toEqual({ key: "marketing.recharge.amountInvalid" });
    expect(rangeError(filters({ maxAmount: "1.001" }))).toEqual({ key: "marketing.recharge.amountInvalid" });
    expect(rangeError(filters({ startTime: "2026-11-02", endTime: "2026-11-01" }))).toEqual({
      key: "marketing.recharge.dateRange",
    });
    expect(rangeError(filters({ startTime: "2026-11-01", endTime: "2026-11-01", minAmount: "0" }))).toBeNull();
  });
});

describe("充值订单's 审核 form", () => {
  const issues = (input: Record<string, string>) => {
    const result = auditSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("needs a decision, and a reason of at most 200 characters to reject", () => {
    expect(issues({ id: "1" })).toEqual({ orderState: "marketing.recharge.resultRequired" });
    expect(issues({ id: "1", orderState: "3" })).toEqual({ orderState: "marketing.recharge.resultRequired" });
    expect(issues({ id: "1", orderState: "2", auditRemark: "   " })).toEqual({
      auditRemark: "marketing.recharge.remarkRequired",
    });
    expect(issues({ id: "1", orderState: "2", auditRemark: "x".repeat(201) })).toEqual({
      auditRemark: "kit.validation.tooLong",
    });
    expect(issues({ id: "1", orderState: "1" })).toEqual({});
  });

  it("sends the reason with a rejection only", () => {
    expect(auditPayload(auditSchema.parse({ id: "7", orderState: "2", auditRemark: " 金额不符 " }))).toEqual({
      id: "7",
      orderState: 2,
      auditRemark: "金额不符",
    });
    expect(auditPayload(auditSchema.parse({ id: "7", orderState: "1", auditRemark: "typed, then approved" }))).toEqual({
      id: "7",
      orderState: 1,
    });
  });
});

describe("充值套餐's form", () => {
  it("checks amounts and the ratio as text with the descriptor's messages", () => {
    const schema = formSchema(tollComboScreen);
    const bad = schema.safeParse({
      comboName: "",
      flowAmount: "0",
      chargeRatio: "100.5",
      price: "1.999",
      status: "2",
      sort: "x",
    });
    const messages = Object.fromEntries(
      (bad.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      comboName: "kit.validation.required",
      flowAmount: "marketing.tollCombo.yuanFormat",
      chargeRatio: "marketing.tollCombo.percentFormat",
      price: "marketing.tollCombo.yuanFormat",
      status: "kit.validation.choice",
      sort: "kit.validation.integer",
    });
    expect(
      schema.parse({
        comboName: " 百万流水包 ",
        flowAmount: "1000000",
        chargeRatio: "0.05",
        price: "500.5",
        status: "1",
      }),
    ).toEqual({
      comboName: "百万流水包",
      flowAmount: "1000000",
      chargeRatio: "0.05",
      price: "500.5",
      status: "1",
    });
  });
});

describe("payment screenshots", () => {
  it("shows references only, through the console's /files route (ADR 030); a storage path or URL never", () => {
    expect(
      screenshotLinks(
        "1764000000000123456, /sandbox/files/upload/20261124/a.png,https://cdn.example.com/b.png,javascript:alert(1),//evil.example/c.png,,12,1764000000000123456",
      ),
    ).toEqual(["/files/1764000000000123456", "/files/12"]);
    expect(screenshotLinks("")).toEqual([]);
  });
});
