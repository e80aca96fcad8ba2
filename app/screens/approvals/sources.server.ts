/**
 * 我的审批's sources on the server (ADR 042), each asked only when the operator may act on it:
 * money requests they may review (account.moneyRequest.list reviewable=1, when they hold one of
 * 资金复核's REVIEW_CODES), their roles' open work-flow tasks (flow.work.todoList, flow_todo_audit),
 * open differences assigned to them (recon.reconError.list assigneeId, recon_error_edit). In
 * parallel; a source that fails is one error line, the others still show. Money rows are checked
 * again against the operator's partner scope (agentPath, ADR 016). A work-flow item's amount and
 * payee come from its task's summary (work/task-detail), which the to-do list does not carry.
 */
import { account, flow, recon } from "@contract";
import { can } from "~/kit/server/permissions.server";
import { holds, loadPartnerScope } from "~/kit/server/partner-scope.server";
import { fetchPage, text } from "~/kit/server/page.server";
import type { MenuItem } from "~/lib/menu";
import { findMenuLeaf } from "~/lib/menu";
import type { Operator } from "~/server/auth.server";
import { BackendError, orNullOnBackendError } from "~/server/backend.server";
import { sessionMemo, UNREAD_TTL_MS } from "~/server/session-memo.server";
import { REVIEW_CODES } from "~/screens/account/moneyReview/screen";
import { type ApprovalItem, oldestFirst, type Source, type SourceFailure } from "./items";

/** How many items of each source the page lists (the source's own screen lists the rest). */
export const SOURCE_PAGE = 50;
/** An open difference (差错处理's state 0 待处理). */
const OPEN = "0";

/** The sources the operator may act on: those the inbox asks, the others never. */
export function sourcesFor(operator: Operator): Source[] {
  const sources: Source[] = [];
  if (Object.values(REVIEW_CODES).some((code) => can(operator, code))) sources.push("money");
  if (can(operator, "flow_todo_audit")) sources.push("flow");
  if (can(operator, "recon_error_edit")) sources.push("recon");
  return sources;
}

type Raw = Record<string, unknown>;
const raw = (row: Raw) => row;
/** A link to the object on its own screen, only when the operator's menu has that screen. */
const linkIn = (menu: MenuItem[]) => (path: string, search: string) =>
  findMenuLeaf(menu, path) ? `${path}?${search}` : "";

const QUERIES = {
  money: (operator: Operator, size: number) =>
    fetchPage(operator, account.moneyRequest.list, { reviewable: "1", current: 1, size }, { current: 1, size }, raw),
  flow: (operator: Operator, size: number) =>
    fetchPage(operator, flow.work.todoList, { current: 1, size }, { current: 1, size }, raw),
  recon: (operator: Operator, size: number) =>
    fetchPage(
      operator,
      recon.reconError.list,
      { assigneeId: operator.record.user.userId, state: OPEN, current: 1, size },
      { current: 1, size },
      raw,
    ),
} satisfies Record<Source, unknown>;

function toItem(source: Source, row: Raw, link: ReturnType<typeof linkIn>): ApprovalItem | null {
  const id = text(row.id ?? row.taskId);
  if (!id) return null;
  const base = { key: `${source}:${id}`, source, processInstanceId: "" };
  if (source === "money")
    return {
      ...base,
      kind: text(row.kind),
      object: text(row.targetLabel),
      amount: text(row.amount),
      askedBy: text(row.requestUserName),
      askedAt: text(row.requestTime),
      reason: text(row.reason),
      href: link("/account/moneyReview", `dialog=view&id=${id}`),
    };
  if (source === "flow")
    return {
      ...base,
      kind: text(row.businessType) === "merchant" ? "merchant" : "recharge",
      object: text(row.businessLabel),
      amount: "",
      askedBy: text(row.startUserName),
      askedAt: text(row.createTime),
      reason: `${text(row.processDefinitionName)} · ${text(row.taskName)}`,
      href: link("/flow/todo", `op=audit&id=${id}`),
      processInstanceId: text(row.processInstanceId),
    };
  return {
    ...base,
    kind: "recon",
    // A difference is the channel's and ours, assigned by 指派: nobody "asked" it.
    object: [text(row.orderNo) || text(row.channelOrderNo), text(row.channelName), text(row.merchantName)]
      .filter(Boolean)
      .join(" · "),
    amount: text(row.ourAmount) || text(row.channelAmount),
    askedBy: "",
    askedAt: text(row.tradeTime) || text(row.billDate),
    reason: text(row.remark),
    href: link("/reconciliation/error", `op=handle&id=${id}`),
  };
}

/**
 * A work-flow item with its object's summary (work/task-detail: the recharge order's amount, its
 * tenant and payee, or the new merchant's name), which the to-do list does not carry. Read for
 * the first FLOW_SUMMARIES tasks listed and for the one a decision dialog is about; the item as
 * listed when the backend cannot answer.
 */
export async function withTaskSummary(operator: Operator, item: ApprovalItem): Promise<ApprovalItem> {
  const [, id] = item.key.split(":");
  const detail = await orNullOnBackendError(operator.api.call(flow.work.taskDetail, { query: { taskId: id! } }));
  const business = (detail && "business" in detail ? detail.business : null) as Record<string, unknown> | null;
  if (!business) return item;
  const party = text(business.companyName) || text(business.tenantName);
  return {
    ...item,
    object: [text(business.label) || item.object, party].filter(Boolean).join(" · "),
    amount: text(business.amount),
  };
}

/** How many work-flow items the inbox reads the summary of (oldest first): one call each. */
export const FLOW_SUMMARIES = 20;

export type Inbox = { items: ApprovalItem[]; failures: SourceFailure[]; more: Source[] };

/** Every item waiting on the operator, oldest first, with each failing source's error. */
export async function loadInbox(operator: Operator, menu: MenuItem[]): Promise<Inbox> {
  const sources = sourcesFor(operator);
  const me = operator.record.user.userId;
  const [scope, ...pages] = await Promise.all([
    loadPartnerScope(operator),
    ...sources.map((source) => QUERIES[source](operator, SOURCE_PAGE)),
  ]);
  const link = linkIn(menu);
  const inbox: Inbox = { items: [], failures: [], more: [] };
  sources.forEach((source, i) => {
    const page = pages[i]!;
    if (page.error) inbox.failures.push({ source, error: page.error });
    // More than listed: only when the backend answered what was asked (a backend that ignores
    // the assignee filter answers everyone's differences, none of which wait on the operator).
    const answeredAsAsked = source !== "recon" || page.value.records.every((row) => text(row.assigneeId) === me);
    if (answeredAsAsked && page.value.total > page.value.records.length) inbox.more.push(source);
    for (const row of page.value.records) {
      // Checked again here: a money request outside the partner scope, one the operator asked, a
      // difference assigned to someone else (a backend that ignored the filter) is never listed.
      if (source === "money" && (!holds(scope, row, "merchant") || text(row.requestUser) === me)) continue;
      if (source === "recon" && text(row.assigneeId) !== me) continue;
      const item = toItem(source, row, link);
      if (item) inbox.items.push(item);
    }
  });
  const flows = inbox.items.filter((item) => item.source === "flow").slice(0, FLOW_SUMMARIES);
  const summarized = new Map(
    (await Promise.all(flows.map((item) => withTaskSummary(operator, item)))).map((item) => [item.key, item]),
  );
  inbox.items = inbox.items.map((item) => summarized.get(item.key) ?? item).sort(oldestFirst);
  return inbox;
}

/** The longest the top bar's count waits on a source: a slow one is left out of the count, never holds the page. */
export const COUNT_WAIT_MS = 2000;

/** The page's value, or null when it has not answered within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The top bar's badge: null when the operator may act on no source (no badge), else the count of
 * waiting items, each source asked for one row and its total, in parallel, each bounded by
 * COUNT_WAIT_MS (count null when none answered). Kept for the session as long as the unread
 * counts, and forgotten when the session posts anything (requireOperator), so the page after a
 * decision shows the new count.
 */
export async function loadWaitingCount(operator: Operator): Promise<{ count: number | null } | null> {
  const sources = sourcesFor(operator);
  if (sources.length === 0) return null;
  const count = await sessionMemo(operator.sessionId, "approvals-count", UNREAD_TTL_MS, async () => {
    const me = operator.record.user.userId;
    const pages = await Promise.all(sources.map((source) => within(QUERIES[source](operator, 1), COUNT_WAIT_MS)));
    const counts = pages.flatMap((page, i) => {
      if (!page || page.error) return [];
      // A backend that ignores the assignee filter answers others' differences: none of them count.
      if (sources[i] === "recon" && page.value.records.some((row) => text(row.assigneeId) !== me)) return [0];
      return [page.value.total];
    });
    return counts.length ? counts.reduce((a, b) => a + b, 0) : null;
  }).catch((error: unknown) => {
    if (error instanceof BackendError) return null;
    throw error;
  });
  return { count };
}
