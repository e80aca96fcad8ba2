import { CheckCheckIcon, MailCheckIcon } from "~/components/icons";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { listHref, type ListQuery } from "~/kit/shared/query";
import { DataTable, type Selection } from "~/kit/ui/data-table";
import { useDescribedList } from "~/kit/ui/described-screen";
import { type Message, MESSAGE_LISTS, type MessageKind } from "./screen";

/** The read-batch form: the table's row boxes belong to it (their `form=`), so it works without JavaScript. */
const BATCH_FORM = "messages-read-batch";

/** The two bulk actions: each posts its own intent, so both work without JavaScript. */
export function MessageActions({ canSelect, canReadAll }: { canSelect: boolean; canReadAll: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <MarkReadForm
        id={BATCH_FORM}
        intent="read-batch"
        enabled={canSelect}
        icon={<CheckCheckIcon aria-hidden />}
        label={t("messages.readSelected")}
      />
      <MarkReadForm
        intent="read-all"
        enabled={canReadAll}
        icon={<MailCheckIcon aria-hidden />}
        label={t("messages.readAll")}
      />
    </div>
  );
}

/** A post form of one button and its intent; the button says it is working while that intent is pending. */
function MarkReadForm(props: { id?: string; intent: string; enabled: boolean; icon: React.ReactNode; label: string }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent;
  return (
    <Form id={props.id} method="post" replace preventScrollReset>
      <input type="hidden" name="intent" value={props.intent} />
      <Button type="submit" variant="outline" size="sm" disabled={!props.enabled || busy}>
        {props.icon}
        {busy ? t("kit.working") : props.label}
      </Button>
    </Form>
  );
}

/**
 * The page of messages in the kit's table: a box per row for the read-batch form, unread rows
 * marked (`data-unread`, bold, a dot), each title a link that opens the message beside the
 * list (`?id=`), and the read state as a badge.
 */
export function MessageTable(props: {
  kind: MessageKind;
  records: Message[];
  query: ListQuery;
  filtered: boolean;
  selection: Selection;
  /** Row buttons (系统通知's 删除), when the operator has them. */
  rowActions?: (message: Message) => React.ReactNode;
}) {
  const t = useT();
  const spec = MESSAGE_LISTS[props.kind];
  const { columns } = useDescribedList(spec, {
    cells: {
      title: (message) => (
        <a
          href={listHref(spec.path, props.query, { id: message.id })}
          data-table-link=""
          className={cn(
            "hover:text-primary inline-flex items-center gap-2 underline-offset-4 hover:underline",
            message.isRead !== "1" && "font-semibold",
          )}
        >
          {message.isRead === "1" ? null : <span className="bg-primary size-2 shrink-0 rounded-full" aria-hidden />}
          {message.title}
        </a>
      ),
      isRead: (message) =>
        message.isRead === "1" ? (
          <span className="bg-muted text-muted-foreground rounded-full px-2 py-0.5 text-xs whitespace-nowrap">
            {t("messages.readState.1")}
          </span>
        ) : (
          <span className="bg-primary/10 text-primary rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap">
            {t("messages.readState.0")}
          </span>
        ),
    },
  });
  return (
    <DataTable<Message>
      path={spec.path}
      query={props.query}
      rows={props.records}
      rowId={(message) => message.id}
      rowLabel={spec.rowLabel}
      columns={columns}
      selection={{ ...props.selection, formId: BATCH_FORM }}
      filtered={props.filtered}
      caption={t(props.kind === "system" ? "menu.sysNotice" : "menu.myMessage")}
      rowActions={props.rowActions}
      rowProps={(message) => {
        const open = message.id === props.query.id && !props.query.dialog;
        const read = message.isRead === "1";
        return {
          "data-unread": read ? undefined : "",
          "aria-current": open ? "true" : undefined,
          className: open ? "bg-accent" : read ? undefined : "bg-primary/5",
        } as React.ComponentProps<"tr">;
      }}
    />
  );
}
