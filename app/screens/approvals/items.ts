/**
 * 我的审批's items (issue 34, ADR 042), client-safe: one task waiting on the signed-in operator,
 * whatever its source (a money request's 四眼 review, a work-flow task, a reconciliation
 * difference assigned to them), with what an approver reads before deciding. An item's key is
 * `<source>:<id>`, the dialog's `?op=decide&id=` on /approvals.
 */
import type { FormMessageView } from "~/lib/i18n";

export const APPROVALS_PATH = "/approvals";
export const SOURCES = ["money", "flow", "recon"] as const;
export type Source = (typeof SOURCES)[number];
/** A decision's comment: required to reject, at most this many characters (as 资金复核 and 我的待办). */
export const DECISION_COMMENT_MAX = 200;
export const DECISIONS = ["ok", "reject"] as const;
export type Decision = (typeof DECISIONS)[number];

export type ApprovalItem = {
  /** `<source>:<id>`. */
  key: string;
  source: Source;
  /** What is asked: refund | freeze | unfreeze | remit (money), recharge | merchant (flow), recon. */
  kind: string;
  /** The object: an order number, a merchant, a batch… */
  object: string;
  /** Yuan text ("" when the item has no amount). */
  amount: string;
  askedBy: string;
  /** yyyy-MM-dd HH:mm:ss. */
  askedAt: string;
  reason: string;
  /** The object on its own screen, "" when the operator's menu lacks that screen. */
  href: string;
  /** A flow task's instance (posted with the decision). */
  processInstanceId: string;
};

/** A source that could not answer (its own error line; the others still show). */
export type SourceFailure = { source: Source; error: FormMessageView };

/** An item's key split, or null when it is no item's key (a forged `id`). */
export function parseItemKey(key: string): { source: Source; id: string } | null {
  const match = /^(money|flow|recon):(\d{1,19})$/.exec(key);
  return match ? { source: match[1] as Source, id: match[2]! } : null;
}

/** Oldest first: an approver works the queue in the order it was asked, the longest waiting first. */
export const oldestFirst = (a: ApprovalItem, b: ApprovalItem) =>
  a.askedAt.localeCompare(b.askedAt) || a.key.localeCompare(b.key);
