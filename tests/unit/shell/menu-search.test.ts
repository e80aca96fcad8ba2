/** The menu search's matching (features/shell/menu-search): prefix, case, pinyin, initials, English. */
import { describe, expect, it } from "vitest";
import { type SearchEntry, searchMenu } from "~/features/shell/menu-search";
import { spell } from "~/features/shell/menu-search.server";

const entry = (name: string, english: string, href: string): SearchEntry => ({
  href,
  name,
  english,
  i18n: "",
  ...spell(name),
});
const entries = [
  entry("交易订单", "Transactions", "/orders/transactionOrder"),
  entry("退款订单", "Refunds", "/orders/refundOrder"),
  entry("MCC管理", "MCC codes", "/system/mcc"),
  entry("代理商列表", "Agent list", "/agent/agentInfo"),
];
const names = (query: string) => searchMenu(entries, query, (e) => e.name).map((e) => e.name);

describe("menu search (prefix, case-insensitive, pinyin, initials, English)", () => {
  it("spells Chinese names in pinyin and initials", () => {
    expect(spell("交易订单")).toEqual({ pinyin: "jiaoyidingdan", initials: "jydd" });
    expect(spell("MCC管理")).toEqual({ pinyin: "mccguanli", initials: "mccgl" });
  });

  it("matches name prefixes only", () => {
    expect(names("交易")).toEqual(["交易订单"]);
    expect(names("订单")).toEqual([]);
  });

  it("ignores case and spaces", () => {
    expect(names("mcc")).toEqual(["MCC管理"]);
    expect(names(" Agent L")).toEqual(["代理商列表"]);
  });

  it("matches full pinyin and initials prefixes", () => {
    expect(names("jiaoyi")).toEqual(["交易订单"]);
    expect(names("tkdd")).toEqual(["退款订单"]);
    expect(names("dl")).toEqual(["代理商列表"]);
  });

  it("matches nothing on empty input", () => {
    expect(names("   ")).toEqual([]);
  });
});
