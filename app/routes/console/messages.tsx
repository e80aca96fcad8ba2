import { FormAlert } from "~/components/form-alert";
import { MessageDetail } from "~/screens/messages/message-detail";
import { MessageFilters } from "~/screens/messages/message-filters";
import { MessagePagination } from "~/screens/messages/message-pagination";
import { MessageActions, MessageTable } from "~/screens/messages/message-table";
import { MessageTabs } from "~/screens/messages/message-tabs";
import { loadMessages, messagesAction, type MessagesActionData } from "~/screens/messages/messages.server";
import { MESSAGE_LISTS } from "~/screens/messages/messages";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/messages";

/** 我的消息 (/message/myMessage) and 系统通知 (/message/sysNotice): one module, told apart by path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadMessages(request, context.get(operatorContext));
  const title = getInstance(context).t(list.kind === "system" ? "messages.system" : "messages.mine");
  return { ...list, title };
}

export async function action({ request, context }: Route.ActionArgs) {
  return messagesAction(request, context.get(operatorContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "消息中心" }];
}

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
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

export { ErrorBoundary } from "~/components/route-error";
