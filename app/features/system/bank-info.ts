/** A bank branch row as the page shows it (client-safe). */
export type BankInfo = {
  id: string;
  bankName: string;
  bankCode: string;
  bankTypeId: string;
  bankTypeName: string;
  bankProvince: string;
  bankCity: string;
  address: string;
  createTime: string;
};

/** bankTypeId values (the names come from the locale: system.bank.types). */
export const BANK_TYPE_IDS = ["1", "2", "3", "4", "5"] as const;
