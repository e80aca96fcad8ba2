/**
 * Personal data's masks for the console (ADR 029): the one rule, shared with the sandbox, lives
 * in shared/personal-data.ts; client-safe.
 */
export {
  PERSONAL_KINDS,
  type PersonalKind,
  isPersonalKind,
  looksMasked,
  maskBankCard,
  maskEmail,
  maskFreeText,
  maskIdNumber,
  maskMobile,
  maskPersonal,
} from "../../shared/personal-data";
