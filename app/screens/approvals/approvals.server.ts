/**
 * 我的审批 (/approvals) on the server (ADR 042): open to every signed-in operator (it is no menu
 * screen: each source is asked only when the operator may act on it). The loader lists what
 * waits on them and, for the decision dialog (`?op=decide&id=<source>:<id>&decision=ok|reject`),
 * the item it names; the action is `decide` (decide.server.ts).
 */
import type { RouterContextProvider } from "react-router";
import { screenIntents } from "~/kit/server/action.server";
import { screenData } from "~/kit/server/screen.server";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import { currentScreen } from "~/server/menu/current-screen.server";
import { decide } from "./decide.server";
import { type ApprovalItem, type Decision, DECISIONS, parseItemKey } from "./items";
import { loadInbox, withTaskSummary } from "./sources.server";

/** The screen as the kit's loader helpers know it: its key and its texts. */
export const APPROVALS_SCREEN = { id: "approvals", texts: "work.approvals" } as const;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The decision dialog the URL asks for: the item (null when it no longer waits on the operator) and the choice made. */
export type DecideDialog = { id: string; item: ApprovalItem | null; decision: Decision | "" };

export async function loadApprovals({ request, context }: Args) {
  const operator = context.get(operatorContext);
  const params = new URL(request.url).searchParams;
  const { menu } = await currentScreen(context);
  const inbox = await loadInbox(operator, menu);
  const key = params.get("op") === "decide" ? (params.get("id") ?? "") : null;
  const chosen = params.get("decision") ?? "";
  const dialog: DecideDialog | null =
    key === null
      ? null
      : {
          id: parseItemKey(key) ? key : "",
          item: inbox.items.find((item) => item.key === key && item.source !== "recon") ?? null,
          decision: (DECISIONS as readonly string[]).includes(chosen) ? (chosen as Decision) : "",
        };
  if (dialog?.item?.source === "flow" && !dialog.item.amount)
    dialog.item = await withTaskSummary(operator, dialog.item);
  return screenData(request, context, APPROVALS_SCREEN, {
    ...inbox,
    dialog,
    title: getInstance(context).t("shell.approvals"),
  });
}

export const approvalsAction = (args: Args) => screenIntents(args, (operator) => ({ decide: decide(operator) }));
