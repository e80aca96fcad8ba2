/**
 * Where each remote search-select kind searches (spec §3 and §7): the contract entry, the name of
 * its keyword parameter, and which record fields make the option's value, label and hint.
 */
import { type EntryName, toEntry } from "@contract";
import type { Operator } from "~/server/auth.server";
import { text, toPage } from "./page.server";
import { REMOTE_KINDS, type RemoteKind, type RemoteResult } from "~/kit/shared/remote-kinds";

type Source = {
  entry: EntryName;
  keyword: string;
  label: string;
  /** The field shown under the label (e.g. the agent's number). */ hint?: string;
  extra?: Record<string, string>;
};

const AGENT_SEARCH: Source = {
  entry: "agent.agentInfo.search",
  keyword: "searchStr",
  label: "agentName",
  hint: "agentNo",
};

const SOURCES: Record<RemoteKind, Source> = {
  agent: AGENT_SEARCH,
  // A parent is an agent of the first two levels.
  parentAgent: { ...AGENT_SEARCH, extra: { maxLevel: "2" } },
  dept: { entry: "system.dept.search", keyword: "keywordStr", label: "deptName", hint: "fullName" },
  cashier: { entry: "merchant.storeMen.search", keyword: "keyword", label: "storeMenName", hint: "storeFullName" },
  merchant: { entry: "merchant.mrcInfo.search", keyword: "keyword", label: "merchantFullName", hint: "merchantNo" },
  store: { entry: "merchant.store.search", keyword: "keyword", label: "storeFullName", hint: "storeNo" },
  agentSalesperson: { entry: "agent.business.search", keyword: "searchStr", label: "name", hint: "agentName" },
  mcc: { entry: "system.mcc.list", keyword: "name", label: "name", hint: "mccCode" },
  bank: { entry: "system.bankInfo.list", keyword: "bankName", label: "bankName", hint: "bankCode" },
  activity: { entry: "agent.bankAct.qryList", keyword: "actTitle", label: "actTitle", hint: "bankName" },
  salesRep: { entry: "user.investPromotion.page", keyword: "name", label: "name", hint: "deptName" },
};

/** One page of a kind's search. An empty keyword searches nothing (spec §5). */
export async function remoteSearch(
  operator: Operator,
  kind: RemoteKind,
  keyword: string,
  current: number,
): Promise<RemoteResult> {
  const word = keyword.trim();
  if (!word) return { records: [], total: 0, current: 1, pages: 0 };
  const source = SOURCES[kind];
  const size = REMOTE_KINDS[kind].size;
  const value = await operator.api.call(toEntry(source.entry), {
    query: { [source.keyword]: word, current, size, ...source.extra },
  });
  const page = toPage(value, { current, size }, (row) => {
    const id = text(row.id);
    return id
      ? { value: id, label: text(row[source.label]) || id, hint: source.hint ? text(row[source.hint]) : "" }
      : null;
  });
  return { records: page.records, total: page.total, current: page.current, pages: page.pages };
}
