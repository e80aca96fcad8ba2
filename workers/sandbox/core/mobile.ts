/** The console spec §5 mobile rules, in order: empty, length, landline or not a mobile number. */
const LANDLINE = /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,4})?$/;
const MOBILE = /^1\d{10}$/;

export const MOBILE_ERRORS = {
  empty: "手机号码不能为空",
  length: "手机号码长度不为11位",
  format: "手机号码格式不正确",
} as const;

/** The error message for `phone`, or null when it is a valid mainland mobile number. */
export function mobileError(phone: string): string | null {
  if (phone === "") return MOBILE_ERRORS.empty;
  if (phone.length !== 11) return MOBILE_ERRORS.length;
  if (LANDLINE.test(phone) || !MOBILE.test(phone)) return MOBILE_ERRORS.format;
  return null;
}
