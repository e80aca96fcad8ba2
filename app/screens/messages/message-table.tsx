import { CheckCheckIcon, InboxIcon, MailCheckIcon } from "~/components/icons";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { listHref, type ListQuery } from "~/kit/shared/query";
import type { Message } from "./messages";

const BATCH_FORM = "messages-read-batch";

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** The two bulk actions: each is its own post form with its intent, so both work without JavaScript. */
export function MessageActions({ canSelect, canReadAll }: { canSelect: boolean; canReadAll: boolean }) {
  const t = useT();
  const batchBusy = useBusy("read-batch");
  const allBusy = useBusy("read-all");
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" form={BATCH_FORM} variant="outline" size="sm" disabled={!canSelect || batchBusy}>
        <CheckCheckIcon aria-hidden />
        {batchBusy ? t("messages.working") : t("messages.readSelected")}
      </Button>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="intent" value="read-all" />
        <Button type="submit" variant="outline" size="sm" disabled={!canReadAll || allBusy}>
          <MailCheckIcon aria-hidden />
          {allBusy ? t("messages.working") : t("messages.readAll")}
        </Button>
      </Form>
    </div>
  );
}

/**
 * The page of messages as a table inside the read-batch form: a checkbox per row (name=ids),
 * unread rows marked, and each title a link that opens the message beside the list (`?id=`).
 */
export function MessageTable(props: {
  path: string;
  records: Message[];
  query: ListQuery;
  filtered: boolean;
  initiallySelected: string[];
}) {
  const t = useT();
  const [selected, setSelected] = useState(() => new Set(props.initiallySelected));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (props.records.length === 0) {
    return (
      <div className="text-muted-foreground flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <InboxIcon className="size-8" aria-hidden />
        <p>{props.filtered ? t("messages.emptyFiltered") : t("messages.empty")}</p>
      </div>
    );
  }

  const allSelected = props.records.every((m) => selected.has(m.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setSelected(on ? new Set(props.records.map((m) => m.id)) : new Set());

  return (
    <Form id={BATCH_FORM} method="post" replace preventScrollReset className="overflow-x-auto rounded-xl border">
      <input type="hidden" name="intent" value="read-batch" />
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-muted-foreground text-left">
          <tr className="border-b">
            <th scope="col" className="w-10 px-3 py-2">
              {hydrated ? (
                <input
                  type="checkbox"
                  aria-label={t("messages.columns.selectAll")}
                  checked={allSelected}
                  onChange={(event) => toggleAll(event.target.checked)}
                  className="accent-primary size-4 align-middle"
                />
              ) : (
                <span className="sr-only">{t("messages.columns.select")}</span>
              )}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("messages.columns.title")}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
              {t("messages.columns.sender")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
              {t("messages.columns.time")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("messages.columns.status")}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.records.map((message) => {
            const open = message.id === props.query.id;
            const read = message.isRead === "1";
            return (
              <tr
                key={message.id}
                data-unread={read ? undefined : ""}
                aria-current={open ? "true" : undefined}
                className={cn("border-b last:border-b-0", open ? "bg-accent" : !read && "bg-primary/5")}
              >
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    name="ids"
                    value={message.id}
                    aria-label={`${t("messages.columns.select")} ${message.title}`}
                    checked={selected.has(message.id)}
                    onChange={(event) => toggle(message.id, event.target.checked)}
                    className="accent-primary size-4 align-middle"
                  />
                </td>
                <th scope="row" className={cn("px-3 py-2 text-left", read ? "font-normal" : "font-semibold")}>
                  <Link
                    to={listHref(props.path, props.query, { id: message.id })}
                    preventScrollReset
                    className="hover:text-primary inline-flex items-center gap-2 underline-offset-4 hover:underline"
                  >
                    {read ? null : <span className="bg-primary size-2 shrink-0 rounded-full" aria-hidden />}
                    {message.title}
                  </Link>
                </th>
                <td className="text-muted-foreground hidden px-3 py-2 md:table-cell">{message.sender || "–"}</td>
                <td className="text-muted-foreground px-3 py-2 whitespace-nowrap tabular-nums">{message.createTime}</td>
                <td className="px-3 py-2">
                  <span
                    className={cn(
                      "inline-flex rounded-full px-2 py-0.5 text-xs whitespace-nowrap",
                      read ? "bg-muted text-muted-foreground" : "bg-primary/10 text-primary font-medium",
                    )}
                  >
                    {read ? t("messages.read") : t("messages.unread")}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Form>
  );
}
