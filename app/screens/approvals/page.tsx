/**
 * 我的审批's page (ADR 042): what waits on the operator as one table, oldest first (kind, object,
 * amount by spec §5, who asked, when, why, a link to the object on its own screen, 审批), each
 * failing source's error line, the empty state, and the decision dialog on the URL
 * (`?op=decide&id=…`: the item's facts, 通过 / 驳回 and a comment; a plain link and form, so it
 * works without JavaScript). Keys once hydrated: j / k move the current row (the shell's own
 * keys), a / r open its decision with 通过 / 驳回 chosen, Enter submits, Esc closes.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import type { KitActionData } from "~/kit/server/action.server";
import type { Flash } from "~/kit/server/flash.server";
import { DecisionForm } from "~/kit/ui/decision-dialog";
import { DetailList } from "~/kit/ui/entity-form";
import { FlashToast } from "~/kit/ui/flash-toast";
import { RowLink } from "~/kit/ui/list-actions";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { type FormMessageView, messageText, type TranslationKey, useT } from "~/lib/i18n";
import type { Messages } from "~/locales";
import { money } from "~/screens/_shared/money/money-page";
import type { DecideDialog } from "./approvals.server";
import { type ApprovalItem, APPROVALS_PATH, DECISION_COMMENT_MAX, type Source, type SourceFailure } from "./items";

export type ApprovalsData = {
  items: ApprovalItem[];
  failures: SourceFailure[];
  more: Source[];
  dialog: DecideDialog | null;
  flash: Flash | null;
  messages: Partial<Messages>;
};

/** Each source by its own screen's menu name (资金复核, 我的待办, 差错处理). */
const SOURCE_SCREENS: Record<Source, TranslationKey> = {
  money: "menu.moneyReview",
  flow: "menu.flowTodo",
  recon: "menu.reconError",
};

type Say = (name: string, values?: Record<string, string>) => string;
function useSay(): Say {
  const t = useT();
  return (name, values) => t(`work.approvals.${name}` as TranslationKey, values);
}

/** The decision dialog's URL for an item, with a choice already made (a / r) or none. */
export const decideHref = (key: string, decision?: "ok" | "reject") =>
  `${APPROVALS_PATH}?${new URLSearchParams({ op: "decide", id: key, ...(decision ? { decision } : {}) })}`;

export function ApprovalsBody(props: { data: ApprovalsData; actionData?: KitActionData }) {
  const say = useSay();
  const t = useT();
  const navigation = useNavigation();
  const { items, failures, more } = props.data;
  const loading = navigation.state === "loading" && navigation.location.pathname === APPROVALS_PATH;
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("shell.approvals")}</h1>
        <p className="text-muted-foreground text-sm">{say("description")}</p>
        <p className="text-muted-foreground text-xs" id="approvals-keys">
          {say("keysHint")}
        </p>
      </header>
      <FlashToast flash={props.data.flash} />
      {failures.map((failure) => (
        <FailureLine key={failure.source} failure={failure} say={say} />
      ))}
      {loading ? (
        <p role="status" className="text-muted-foreground text-sm">
          {say("loading")}
        </p>
      ) : null}
      {items.length === 0 && failures.length === 0 ? (
        <p className="bg-card text-muted-foreground rounded-xl border p-8 text-center" data-testid="approvals-empty">
          {say("empty")}
        </p>
      ) : items.length > 0 ? (
        <ItemTable items={items} say={say} />
      ) : null}
      {more.map((source) => (
        <p key={source} className="text-muted-foreground text-sm">
          {say("more", { source: t(SOURCE_SCREENS[source]) })}
        </p>
      ))}
      <DecisionDialog dialog={props.data.dialog} actionData={props.actionData} say={say} t={t} />
    </div>
  );
}

function FailureLine(props: { failure: SourceFailure; say: Say }) {
  const t = useT();
  const message: FormMessageView = {
    text: props.say("failed", {
      source: t(SOURCE_SCREENS[props.failure.source]),
      message: messageText(t, props.failure.error),
    }),
  };
  return <FormAlert message={message} />;
}

/** The items, one row each; the shell's j / k move between rows, a / r open the current one's decision. */
function ItemTable(props: { items: ApprovalItem[]; say: Say }) {
  const { say, items } = props;
  const t = useT();
  const [current, setCurrent] = useState<string | null>(null);
  const table = useRef<HTMLTableElement>(null);
  useDecisionKeys(table);
  return (
    <div className="bg-card overflow-x-auto rounded-xl border">
      <table
        ref={table}
        aria-describedby="approvals-keys"
        className="w-full text-sm [&_tbody_tr]:border-b [&_tbody_tr:last-child]:border-b-0 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top"
      >
        <caption className="sr-only">{say("list")}</caption>
        <thead className="bg-muted/50 text-muted-foreground text-left">
          <tr className="border-b [&_th]:px-3 [&_th]:py-2 [&_th]:font-medium [&_th]:whitespace-nowrap">
            <th scope="col">{say("type")}</th>
            <th scope="col">{say("targetLabel")}</th>
            <th scope="col" className="text-right">
              {say("amount")}
            </th>
            <th scope="col">{say("askedBy")}</th>
            <th scope="col">{say("submitTime")}</th>
            <th scope="col">{say("reason")}</th>
            <th scope="col" className="text-right">
              <span className="sr-only">{say("audit")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.key}
              data-row-id={item.key}
              data-decide={item.source === "recon" ? undefined : item.key}
              tabIndex={-1}
              aria-current={current === item.key ? "true" : undefined}
              onFocus={() => setCurrent(item.key)}
              className="aria-[current=true]:bg-accent"
            >
              <td className="whitespace-nowrap">{say(`kinds.${item.kind}`)}</td>
              <td className="font-mono">{item.object || "—"}</td>
              <td className="text-right tabular-nums">{item.amount ? money(item.amount) : "—"}</td>
              <td>{item.askedBy || "—"}</td>
              <td className="whitespace-nowrap tabular-nums">{item.askedAt || "—"}</td>
              <td className="max-w-xs">{item.reason || "—"}</td>
              <td className="row-actions text-right whitespace-nowrap [&_a]:text-primary [&>a+a]:ml-3">
                {item.source === "recon" ? (
                  item.href ? (
                    <RowLink to={item.href} label={say("handle")} rowLabel={item.object} />
                  ) : null
                ) : (
                  <RowLink to={decideHref(item.key)} label={say("audit")} rowLabel={item.object} />
                )}
                {item.href && item.source !== "recon" ? (
                  <RowLink to={item.href} label={t("kit.view")} rowLabel={item.object} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Typing goes to the field, never to a key of the list. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** a / r: the current row's decision (the focused row, else the first one decided here) with 通过 / 驳回 chosen. */
function useDecisionKeys(table: React.RefObject<HTMLTableElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key !== "a" && event.key !== "r") return;
      if (document.querySelector('[role="dialog"], dialog[open]') || !table.current) return;
      const focused = document.activeElement?.closest<HTMLElement>("tr[data-row-id]");
      const row = focused && table.current.contains(focused) ? focused : table.current.querySelector("tr[data-decide]");
      const key = row?.getAttribute("data-decide");
      if (!key) return;
      event.preventDefault();
      navigate(decideHref(key, event.key === "a" ? "ok" : "reject"), { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate, table]);
}

function DecisionDialog(props: {
  dialog: DecideDialog | null;
  actionData: KitActionData | undefined;
  say: Say;
  t: ReturnType<typeof useT>;
}) {
  const { dialog, say } = props;
  const body = useRef<HTMLDivElement>(null);
  const rejecting = dialog?.decision === "reject";
  // r: the comment takes focus (after the dialog's own focus on its first field).
  useEffect(() => {
    if (rejecting) body.current?.querySelector<HTMLTextAreaElement>('textarea[name="comment"]')?.focus();
  }, [rejecting, dialog?.id]);
  if (!dialog) return null;
  const item = dialog.item;
  if (!item) return <NoticeDialog title={say("audit")} closeHref={APPROVALS_PATH} message={say("gone")} tone="plain" />;
  // Enter submits the decision (Shift+Enter is a new line in the comment).
  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    if (target.tagName !== "TEXTAREA" && !(target instanceof HTMLInputElement && target.type === "radio")) return;
    event.preventDefault();
    target.closest("form")?.requestSubmit();
  };
  return (
    <UrlDialog title={`${say("audit")} · ${say(`kinds.${item.kind}`)}`} closeHref={APPROVALS_PATH}>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Enter inside the form submits it; the form's own fields take the key */}
      <div ref={body} className="grid gap-4" onKeyDown={onKeyDown}>
        <DetailList
          items={[
            { label: say("targetLabel"), value: item.object || "—" },
            { label: say("amount"), value: item.amount ? money(item.amount) : "—" },
            { label: say("askedBy"), value: item.askedBy || "—" },
            { label: say("submitTime"), value: item.askedAt || "—" },
            { label: say("reason"), value: item.reason || "—", wide: true },
          ]}
        />
        <DecisionForm
          intent="decide"
          menuCode="approvals"
          state={props.actionData}
          closeHref={APPROVALS_PATH}
          hidden={{ id: item.key, ...(item.processInstanceId ? { processInstanceId: item.processInstanceId } : {}) }}
          chosen={dialog.decision}
          choice={{
            name: "decision",
            label: say("flag"),
            options: [
              { value: "ok", label: say("approve") },
              { value: "reject", label: say("reject") },
            ],
          }}
          remark={{ name: "comment", label: say("comment"), maxLength: DECISION_COMMENT_MAX, hint: say("commentHint") }}
        />
      </div>
    </UrlDialog>
  );
}
