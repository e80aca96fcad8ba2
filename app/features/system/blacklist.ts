/** A blacklist row as the page shows it (client-safe). */
export type Blacklist = {
  id: string;
  type: string;
  typeName: string;
  value: string;
  reason: string;
  createUserName: string;
  createTime: string;
};

/** Blacklist types: 1 手机号, 2 身份证号, 3 银行卡号, 4 商户号 (names in system.blacklist.types). */
export const BLACKLIST_TYPES = ["1", "2", "3", "4"] as const;
export type BlacklistType = (typeof BLACKLIST_TYPES)[number];
