/** The message centre's page: its tabs, filters, summary, actions, table, paging and the open message beside the list. */
import { FormAlert } from "~/components/form-alert";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { MessageDetail } from "./message-detail";
import { MessageFilters } from "./message-filters";
import { MessagePagination } from "./message-pagination";
import { MessageActions, MessageTable } from "./message-table";
import { MessageTabs } from "./message-tabs";
import { MESSAGE_LISTS } from "./messages";
import type { loadMessages, MessagesActionData } from "./messages.server";

export function MessagesScreen({ data: loaderData, actionData }: { data: Awaited<ReturnType<typeof loadMessages>> & { title: string }; actionData: unknown }) {
  const t = useT();
  const { kind, query, page, detail } = loaderData;
  const state = (actionData as MessagesActionData | undefined) ?? null;
  const path = MESSAGE_LISTS[kind].path;
  const filtered = Object.values(query.filters).some(Boolean);
  // A new page, filter or successful action starts the selection afresh.
  const tableKey = `${path}${query.current}-${query.size}-${query.filters.title}-${query.filters.isRead}-${state?.done ? state.at : ""}`;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{loaderData.title}</h1>
        <MessageTabs kind={kind} />
      </div>
      <MessageFilters path={path} query={query} />
      {state?.error ? <FormAlert message={state.error} /> : null}
      {state?.done ? <FormAlert message={state.done} tone="info" /> : null}
      {loaderData.listError ? <FormAlert message={loaderData.listError} /> : null}
      <div className={cn("grid items-start gap-6", detail && "xl:grid-cols-[minmax(0,1fr)_24rem]")}>
        <section aria-label={loaderData.title} className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm" role="status">
              {t("messages.summary", { total: page.total, unread: loaderData.unread ?? "–" })}
            </p>
            <MessageActions canSelect={page.records.length > 0} canReadAll={loaderData.unread !== 0} />
          </div>
          <MessageTable
            key={tableKey}
            path={path}
            records={page.records}
            query={query}
            filtered={filtered}
            initiallySelected={state?.error ? state.selected : []}
          />
          <MessagePagination path={path} query={query} pages={page.pages} />
        </section>
        {detail ? <MessageDetail path={path} message={detail.message} error={detail.error} query={query} /> : null}
      </div>
    </div>
  );
}
