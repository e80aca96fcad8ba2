/** Personal data's masks (shared/personal-data.ts, ADR 029): the rule per kind, short and odd values, free text. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  looksMasked,
  maskBankCard,
  maskEmail,
  maskFreeText,
  maskIdNumber,
  maskMobile,
  maskPersonal,
  PERSONAL_KINDS,
} from "~/lib/personal-data";

const digit = fc.constantFrom(..."0123456789");
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(""));
const hiddenCount = (value: string) => [...value].filter((c) => c === "*").length;
const digitsOf = (value: string) => value.replace(/\D/g, "");

describe("mobile (spec §5: the first 3 and last 4)", () => {
  it("138****0000", () => {
    expect(maskMobile("13812345678")).toBe("138****5678");
    expect(maskMobile(" 13800000000 ")).toBe("138****0000");
    expect(maskPersonal("mobile", "13900000031")).toBe("139****0031");
  });

  it("any 11-digit number: its first 3 and last 4 digits around four asterisks", () => {
    fc.assert(
      fc.property(digits(11, 11), (phone) => {
        expect(maskMobile(phone)).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
      }),
    );
  });

  it("a value too short to hide four characters is all asterisks, or kept when it holds no digit", () => {
    expect(maskMobile("12345")).toBe("*****");
    expect(maskMobile("1380000000")).toBe("**********");
    expect(maskMobile("未填写")).toBe("未填写");
    expect(maskMobile("")).toBe("");
    expect(maskMobile(null)).toBe("");
  });
});

describe("bankCard (first 4 and last 4, as 结算记录 shows accounts)", () => {
  it("6222 **** 1548, spaces and dashes dropped first", () => {
    expect(maskBankCard("6222021010001548")).toBe("6222 **** 1548");
    expect(maskBankCard("6222 0210 1000 1548")).toBe("6222 **** 1548");
    expect(maskBankCard("6228-0000-0001-0000-010")).toBe("6228 **** 0010");
    // A number the backend masked already (getAgentDebitCard) keeps no more than it had.
    expect(maskBankCard("6222 **** **** 1548")).toBe("6222 **** 1548");
  });

  it("short account numbers are hidden whole", () => {
    expect(maskBankCard("12345678901")).toBe("***********");
    expect(maskBankCard("123456789012")).toBe("1234 **** 9012");
  });
});

describe("idNumber (first 3 and last 4)", () => {
  it("320***********123X", () => {
    expect(maskIdNumber("32058319900101123X")).toBe("320***********123X");
    expect(maskIdNumber("110101900101123")).toBe("110********1123");
    // The backend's own mask (业务员管理) reveals no more through ours.
    expect(maskIdNumber("3205**********123X")).toBe("320***********123X");
  });
});

describe("email (the local part's first character, then the domain)", () => {
  it("a***@example.com", () => {
    expect(maskEmail("admin@system.example")).toBe("a***@system.example");
    expect(maskEmail("x@y.cn")).toBe("x***@y.cn");
    expect(maskEmail("@y.cn")).toBe("***@y.cn");
    expect(maskEmail("12345@qq.com")).toBe("***@qq.com");
    expect(maskEmail("not-an-address")).toBe("n***");
    expect(maskEmail("")).toBe("");
  });

  it("any address keeps only its domain and at most one letter of its name", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const domain = email.slice(email.lastIndexOf("@"));
        expect(masked.endsWith(`***${domain}`)).toBe(true);
        expect(masked.length - domain.length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe("every kind, any input", () => {
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: "grapheme" }),
    digits(0, 30),
    fc.stringMatching(/^[\d *-]{0,30}$/),
  );

  it("a value with a digit never keeps more than its rule's characters, and hides at least four", () => {
    const kept = { mobile: 7, bankCard: 8, idNumber: 7, email: 1 } as const;
    fc.assert(
      fc.property(fc.constantFrom(...PERSONAL_KINDS), anyText, (kind, value) => {
        const masked = maskPersonal(kind, value);
        if (kind === "email" && value.includes("@")) return;
        if (!/\d/.test(value)) return;
        expect(digitsOf(masked).length).toBeLessThanOrEqual(kept[kind]);
        expect(hiddenCount(masked)).toBeGreaterThanOrEqual(Math.min(3, digitsOf(value).length));
        expect(looksMasked(masked)).toBe(true);
      }),
    );
  });

  it("a masked value masks to itself (masking twice reveals nothing more)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PERSONAL_KINDS), anyText, (kind, value) => {
        const once = maskPersonal(kind, value);
        expect(maskPersonal(kind, once)).toBe(once);
      }),
    );
  });

  it("the digits kept are the value's own first and last ones", () => {
    fc.assert(
      fc.property(digits(12, 19), (card) => {
        const masked = maskBankCard(card);
        expect(digitsOf(masked)).toBe(`${card.slice(0, 4)}${card.slice(-4)}`);
      }),
    );
  });
});

describe("free text (logs, change logs, a flow's object)", () => {
  it("masks mobiles, ID cards, card numbers and addresses, and leaves ids, order numbers, amounts and dates alone", () => {
    expect(maskFreeText("phone=13661820347&name=张三")).toBe("phone=136****0347&name=张三");
    expect(maskFreeText("身份证310115198503124179，卡号6222021001123456789")).toBe(
      "身份证310***********4179，卡号6222 **** 6789",
    );
    expect(maskFreeText("王五 13711000001")).toBe("王五 137****0001");
    expect(maskFreeText("mail admin@system.example ok")).toBe("mail a***@system.example ok");
    const untouched =
      "id=1410000000000000040 商户898310048161234 订单T202601041532270019 金额1,285,430.27元 比例0.5362616681225463 2026-01-04 营业执照913200000000000010";
    expect(maskFreeText(untouched)).toBe(untouched);
  });

  it("whatever the text, no mobile is left whole in it", () => {
    fc.assert(
      fc.property(
        fc.string(),
        digits(9, 9),
        fc.string(),
        fc.constantFrom("3", "5", "8", "9"),
        (before, rest, after, second) => {
          const phone = `1${second}${rest}`;
          const text = `${before} ${phone} ${after}`;
          expect(maskFreeText(text)).not.toContain(phone);
        },
      ),
    );
  });
});
