/**
 * The record kinds search by number finds (issue 34, ADR 041): one row per kind saying which menu
 * screen it belongs to (a kind the operator's menu lacks is never searched), which backend list
 * answers it and with what query, which typed text it can match at all (a question that cannot
 * match is never asked), and how one of its rows becomes a result opening the record's detail on
 * its screen's own URL (`<path>?…&dialog=view&id=<id>`, the list behind it filtered to the record).
 */
import { type AnyEntry, agent, equip, merchant, order, settle } from "@contract";
import { formatMoney } from "~/lib/money";
import { text } from "~/kit/server/page.server";
import type { ScopedRow } from "~/kit/server/partner-scope.server";
import type { KindId, MatchedBy, SearchResult } from "~/lib/record-search";

export type { KindId, MatchedBy, SearchResult };

type Row = Record<string, unknown>;

export type SearchKind = {
  id: KindId;
  /** The menu item the kind's records open on; searched only when the operator's menu has it. */
  menuPath: string;
  /** The backend list that finds it. */
  entry: AnyEntry;
  /** Whether `q` can be one of its numbers (or names): otherwise the backend is not asked. */
  applies: (q: string) => boolean;
  /** The list's query for `q` (the first page of a few rows is added). */
  query: (q: string) => Record<string, string>;
  /** The row as the partner scope reads it (ADR 016), and what it is. */
  scoped: (row: Row) => ScopedRow;
  owner: "agent" | "merchant";
  result: (row: Row, q: string) => SearchResult;
};

/** An order, refund or batch number: letters and digits (and - _), 6 to 64 long. */
const LONG_NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{5,63}$/;
/** A device SN, as 设备管理's form takes it. */
const SN = /^[A-Za-z0-9]{6,32}$/;
/** A partner's number (M10000001, A000001, S20000001) or a name's start: up to 50, no markup or wildcards. */
const PARTNER = /^[^\s<>%_\\"'`;][^<>%_\\"'`;]{0,49}$/u;
/** A long run of digits (an order number typed) is no partner's number or name. */
const ONLY_LONG_DIGITS = /^[A-Za-z]{0,4}\d{12,}$/;

const partnerText = (q: string) => PARTNER.test(q) && !ONLY_LONG_DIGITS.test(q);
const same = (a: unknown, q: string) => text(a).toLowerCase() === q.toLowerCase();
const href = (path: string, filter: Record<string, string>, id: string) =>
  `${path}?${new URLSearchParams({ ...filter, dialog: "view", id }).toString()}`;
const joined = (...parts: string[]) => parts.filter(Boolean).join(" · ");
const yuan = (value: unknown) => `¥${formatMoney(value)}`;

export const SEARCH_KINDS: readonly SearchKind[] = [
  {
    id: "order",
    menuPath: "/orders/transactionOrder",
    entry: order.trade.list,
    applies: (q) => LONG_NUMBER.test(q),
    // keyword: the platform, merchant or channel order number, exact, each by its index, any day.
    query: (q) => ({ keyword: q }),
    scoped: (row) => row,
    owner: "merchant",
    result: (row, q) => ({
      kind: "order",
      id: text(row.id),
      title: text(row.orderNo),
      subtitle: joined(text(row.merchantName), yuan(row.amount)),
      matchedBy: same(row.orderNo, q) ? "platform" : same(row.mchOrderNo, q) ? "merchant" : "channel",
      href: href("/orders/transactionOrder", { period: "custom", keyword: text(row.orderNo) }, text(row.id)),
    }),
  },
  {
    id: "refund",
    menuPath: "/orders/refundOrder",
    entry: order.refund.list,
    applies: (q) => LONG_NUMBER.test(q),
    // keyword: the refund number or its order's number, exact.
    query: (q) => ({ keyword: q }),
    scoped: (row) => row,
    owner: "merchant",
    result: (row, q) => ({
      kind: "refund",
      id: text(row.id),
      title: text(row.refundNo),
      subtitle: joined(text(row.merchantName), text(row.orderNo), yuan(row.refundAmount)),
      matchedBy: same(row.refundNo, q) ? "refund" : same(row.channelRefundNo, q) ? "channelRefund" : "platform",
      href: href("/orders/refundOrder", { period: "custom", keyword: text(row.refundNo) }, text(row.id)),
    }),
  },
  {
    id: "merchant",
    menuPath: "/merchant/merchantInfo",
    entry: merchant.mrcInfo.search,
    applies: partnerText,
    // keyword: the number from its start, the full or short name.
    query: (q) => ({ keyword: q }),
    // A merchant is its own merchant in the scope's reading.
    scoped: (row) => ({ ...row, merchantId: row.id }),
    owner: "merchant",
    result: (row, q) => ({
      kind: "merchant",
      id: text(row.id),
      title: text(row.merchantNo),
      subtitle: joined(text(row.merchantFullName), text(row.agentName)),
      matchedBy: text(row.merchantNo).toLowerCase().startsWith(q.toLowerCase()) ? "number" : "name",
      href: href("/merchant/merchantInfo", { keyword: text(row.merchantNo) }, text(row.id)),
    }),
  },
  {
    id: "agent",
    menuPath: "/agent/agentInfo",
    entry: agent.agentInfo.list,
    applies: partnerText,
    query: (q) => ({ agentNoAndAgentNameSearch: q }),
    scoped: (row) => row,
    owner: "agent",
    result: (row, q) => ({
      kind: "agent",
      id: text(row.id),
      title: text(row.agentNo),
      subtitle: joined(text(row.agentName), text(row.parentName)),
      matchedBy: text(row.agentNo).toLowerCase().startsWith(q.toLowerCase()) ? "number" : "name",
      href: href("/agent/agentInfo", { agentNoAndAgentNameSearch: text(row.agentNo) }, text(row.id)),
    }),
  },
  {
    id: "store",
    menuPath: "/store/storeInfo",
    entry: merchant.store.list,
    applies: partnerText,
    query: (q) => ({ keyword: q }),
    scoped: (row) => row,
    owner: "merchant",
    result: (row, q) => ({
      kind: "store",
      id: text(row.id),
      title: text(row.storeNo),
      subtitle: joined(text(row.storeFullName), text(row.merchantFullName)),
      matchedBy: text(row.storeNo).toLowerCase().startsWith(q.toLowerCase()) ? "number" : "name",
      href: href("/store/storeInfo", { keyword: text(row.storeNo) }, text(row.id)),
    }),
  },
  {
    id: "device",
    menuPath: "/equip/equipInfo",
    entry: equip.equipInfo.list,
    applies: (q) => SN.test(q),
    query: (q) => ({ sn: q }),
    scoped: (row) => row,
    owner: "merchant",
    result: (row) => ({
      kind: "device",
      id: text(row.id),
      title: text(row.sn),
      subtitle: joined(text(row.merchantName), text(row.storeName)),
      matchedBy: "number",
      href: href("/equip/equipInfo", { sn: text(row.sn) }, text(row.id)),
    }),
  },
  {
    id: "settleBatch",
    menuPath: "/settlement/settleRecord",
    entry: settle.settleBatch.list,
    applies: (q) => LONG_NUMBER.test(q),
    query: (q) => ({ batchNo: q }),
    scoped: (row) => row,
    owner: "merchant",
    result: (row) => ({
      kind: "settleBatch",
      id: text(row.id),
      title: text(row.batchNo),
      subtitle: joined(text(row.ownerName), text(row.settleDate), yuan(row.netAmount)),
      matchedBy: "number",
      href: href("/settlement/settleRecord", {}, text(row.id)),
    }),
  },
];
