/**
 * Mobile number rule of spec §5, as the original console applied it: empty → 手机号码不能为空,
 * not 11 characters → 手机号码长度不为11位, an 11-character landline (0xx-xxxxxxx) or anything that
 * is not a mainland mobile number → 手机号码格式不正确. Returns the locale key of the error.
 */
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
const MOBILE = /^1\d{10}$/;

export type MobileError = "mobileRequired" | "mobileLength" | "mobileFormat";

export function mobileError(value: string | null | undefined): MobileError | null {
  const phone = (value ?? "").trim();
  if (!phone) return "mobileRequired";
  if (phone.length !== 11) return "mobileLength";
  if (LANDLINE.test(phone) || !MOBILE.test(phone)) return "mobileFormat";
  return null;
}

// The mask (138****0000) is personal data's: lib/personal-data.ts (maskMobile).
