/**
 * The merchant service's own checks (the backend validates what any client sends, the console
 * validates first): a merchant's save and a split-account configuration. Each answers the
 * checked values or the first error message (R.fail), never throws.
 */
import { mobileError } from "../../core/mobile";
import { field } from "../../core/request";
import { decimalUnits, unitsToDecimal } from "../../../../shared/money";

export const MERCHANT_ERRORS = {
  idRequired: "请选择商户",
  notFound: "商户不存在",
  nameRequired: "商户名称不能为空",
  nameTooLong: "商户名称不能超过50个字符",
  nameTaken: "商户名称已存在",
  shortTooLong: "商户简称不能超过20个字符",
  badType: "商户类型不正确",
  agentRequired: "请选择所属代理商",
  agentMissing: "所属代理商不存在",
  linkManRequired: "联系人不能为空",
  badEmail: "邮箱格式不正确",
  badMcc: "MCC应为4位数字",
  badLicence: "营业执照号应为15或18位数字或大写字母",
  badCard: "结算卡号应为12至30位数字",
  tooLong: "内容过长",
  badStatus: "商户状态不正确",
  hasStores: "该商户下存在门店，不能删除",
  badSwitch: "分账开关不正确",
  badMode: "分账模式不正确",
  noReceivers: "开启分账时至少需要一个分账接收方",
  tooManyReceivers: "分账接收方不能超过10个",
  receiverName: "分账接收方名称不能为空",
  receiverAccount: "分账接收方账号应为6至32位数字",
  receiverType: "分账接收方账户类型不正确",
  badRatio: "分账比例应为0.01至100之间、最多两位小数的数字",
  ratioSum: "分账比例合计不能超过100%",
  duplicateReceiver: "分账接收方账号重复",
} as const;

export interface MerchantFields {
  merchantFullName: string;
  merchantShortName: string | null;
  merchantType: number;
  agentId: string;
  linkMan: string;
  mobile: string;
  linkEmail: string | null;
  mcc: string | null;
  legalPerson: string | null;
  licenceNo: string | null;
  address: string | null;
  settleAccountName: string | null;
  settleCardNo: string | null;
  settleBankName: string | null;
  remark: string | null;
}

/** Spec §5's mobile messages, the backend's way. */
export function mobileProblem(value: string): string | null {
  const mobileProblem = mobileError(value);
  if (mobileProblem) return mobileProblem;
  return null;
}

/** The body merged over the stored row (absent keys keep their value), checked. */
export function checkMerchant(
  body: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): MerchantFields | string {
  const stored = (column: string) => (existing && existing[column] != null ? String(existing[column]) : "");
  const text = (key: string, column: string) => (key in body ? (field(body, key) ?? "") : stored(column));
  const optional = (key: string, column: string, max: number): string | null | undefined => {
    const v = text(key, column);
    return v.length > max ? undefined : v || null;
  };
  const merchantFullName = text("merchantFullName", "merchant_full_name");
  if (!merchantFullName) return MERCHANT_ERRORS.nameRequired;
  if (merchantFullName.length > 50) return MERCHANT_ERRORS.nameTooLong;
  const merchantShortName = optional("merchantShortName", "merchant_short_name", 20);
  if (merchantShortName === undefined) return MERCHANT_ERRORS.shortTooLong;
  const type = text("merchantType", "merchant_type") || "1";
  if (!["1", "2", "3"].includes(type)) return MERCHANT_ERRORS.badType;
  const agentId = text("agentId", "agent_id");
  if (!agentId) return MERCHANT_ERRORS.agentRequired;
  if (!/^\d{1,19}$/.test(agentId)) return MERCHANT_ERRORS.agentMissing;
  const linkMan = text("linkMan", "link_man");
  if (!linkMan) return MERCHANT_ERRORS.linkManRequired;
  if (linkMan.length > 20) return MERCHANT_ERRORS.tooLong;
  const mobile = text("mobile", "mobile");
  const mobileError = mobileProblem(mobile);
  if (mobileError) return mobileError;
  const linkEmail = optional("linkEmail", "link_email", 100);
  if (linkEmail === undefined || (linkEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(linkEmail)))
    return MERCHANT_ERRORS.badEmail;
  const mcc = optional("mcc", "mcc", 4);
  if (mcc === undefined || (mcc && !/^\d{4}$/.test(mcc))) return MERCHANT_ERRORS.badMcc;
  const licenceNo = optional("licenceNo", "licence_no", 18);
  if (licenceNo === undefined || (licenceNo && !/^([0-9A-Z]{15}|[0-9A-Z]{18})$/.test(licenceNo)))
    return MERCHANT_ERRORS.badLicence;
  const settleCardNo = optional("settleCardNo", "settle_card_no", 30);
  if (settleCardNo === undefined || (settleCardNo && !/^\d{12,30}$/.test(settleCardNo))) return MERCHANT_ERRORS.badCard;
  const legalPerson = optional("legalPerson", "legal_person", 20);
  const address = optional("address", "address", 100);
  const settleAccountName = optional("settleAccountName", "settle_account_name", 50);
  const settleBankName = optional("settleBankName", "settle_bank_name", 50);
  const remark = optional("remark", "remark", 200);
  if ([legalPerson, address, settleAccountName, settleBankName, remark].includes(undefined))
    return MERCHANT_ERRORS.tooLong;
  return {
    merchantFullName,
    merchantShortName,
    merchantType: Number(type),
    agentId,
    linkMan,
    mobile,
    linkEmail,
    mcc,
    legalPerson: legalPerson!,
    licenceNo,
    address: address!,
    settleAccountName: settleAccountName!,
    settleCardNo,
    settleBankName: settleBankName!,
    remark: remark!,
  };
}

export interface Receiver {
  receiverName: string;
  receiverAccount: string;
  /** 1 个人, 2 企业. */
  accountType: number;
  /** Percent, a decimal string with two decimals. */
  ratio: string;
}

export interface SubConfig {
  subSwitch: number;
  subMode: number;
  receivers: Receiver[];
}

/** A percent as hundredths (integer, no binary floating point): "30" → 3000, "20.5" → 2050; null when malformed. */
export function ratioHundredths(value: string): number | null {
  return decimalUnits(value, 2, 3);
}

export const formatHundredths = (n: number) => unitsToDecimal(n, 2, 2);

export function checkSub(body: Record<string, unknown>): SubConfig | string {
  const subSwitch = field(body, "subSwitch") ?? "0";
  if (!["0", "1"].includes(subSwitch)) return MERCHANT_ERRORS.badSwitch;
  const subMode = field(body, "subMode") || "1";
  if (!["1", "2"].includes(subMode)) return MERCHANT_ERRORS.badMode;
  const raw = body.receivers ?? [];
  if (!Array.isArray(raw)) return MERCHANT_ERRORS.noReceivers;
  if (raw.length > 10) return MERCHANT_ERRORS.tooManyReceivers;
  const receivers: Receiver[] = [];
  let sum = 0;
  for (const item of raw) {
    const r = item !== null && typeof item === "object" ? (item as Record<string, unknown>) : {};
    const receiverName = field(r, "receiverName") ?? "";
    if (!receiverName || receiverName.length > 50) return MERCHANT_ERRORS.receiverName;
    const receiverAccount = field(r, "receiverAccount") ?? "";
    if (!/^\d{6,32}$/.test(receiverAccount)) return MERCHANT_ERRORS.receiverAccount;
    const accountType = field(r, "accountType") || "1";
    if (!["1", "2"].includes(accountType)) return MERCHANT_ERRORS.receiverType;
    const ratio = ratioHundredths(field(r, "ratio") ?? "");
    if (ratio === null || ratio < 1 || ratio > 10000) return MERCHANT_ERRORS.badRatio;
    if (receivers.some((x) => x.receiverAccount === receiverAccount)) return MERCHANT_ERRORS.duplicateReceiver;
    sum += ratio;
    receivers.push({ receiverName, receiverAccount, accountType: Number(accountType), ratio: formatHundredths(ratio) });
  }
  if (sum > 10000) return MERCHANT_ERRORS.ratioSum;
  if (subSwitch === "1" && receivers.length === 0) return MERCHANT_ERRORS.noReceivers;
  return { subSwitch: Number(subSwitch), subMode: Number(subMode), receivers };
}
