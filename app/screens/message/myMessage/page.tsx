/** The message centre's page: its tabs, the kit's filter bar, summary, actions, table and paging, and the open message beside the list. */
import { FormAlert } from "~/components/form-alert";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { useSelection } from "~/kit/ui/data-table";
import { useDescribedList } from "~/kit/ui/described-screen";
import { FilterBar } from "~/kit/ui/filter-bar";
import { FlashToast } from "~/kit/ui/flash-toast";
import type { Flash } from "~/kit/server/flash.server";
import { Pagination } from "~/kit/ui/pagination";
import { MessageDetail } from "./message-detail";
import { MessageActions, MessageTable } from "./message-table";
import { MessageTabs } from "~/screens/_shared/messages/message-tabs";
import { MESSAGE_LISTS } from "./screen";
import type { loadMessages, MessagesActionData } from "./screen.server";
import { isKitState, PublishLink, SysNoticeDialogs, useNoticeRowActions } from "./sys-notice-dialogs";

type LoaderData = Awaited<ReturnType<typeof loadMessages>> & { title: string; flash: Flash | null };

export function MessagesScreen({ data: loaderData, actionData }: { data: LoaderData; actionData: unknown }) {
  const t = useT();
  const { kind, query, page, detail } = loaderData;
  // A failed 发布通知 or 删除 answers with the kit's form state; the read intents with their own.
  const kitState = isKitState(actionData) ? actionData : undefined;
  const state = kitState ? null : ((actionData as MessagesActionData | undefined) ?? null);
  const noticeActions = useNoticeRowActions(query);
  const spec = MESSAGE_LISTS[kind];
  const { filters } = useDescribedList(spec);
  // A failed mark keeps the ticks; one that succeeded starts the selection afresh.
  const selection = useSelection(
    page.records.map((message) => message.id),
    state?.error ? state.selected : [],
    state?.done ? state.at : null,
  );
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{loaderData.title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <MessageTabs kind={kind} />
          {kind === "system" ? <PublishLink query={query} /> : null}
        </div>
      </div>
      <FlashToast flash={loaderData.flash} />
      <FilterBar path={spec.path} query={query} fields={filters} />
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
            kind={kind}
            records={page.records}
            query={query}
            filtered={Object.values(query.filters).some(Boolean)}
            selection={selection}
            rowActions={kind === "system" ? noticeActions : undefined}
          />
          <Pagination path={spec.path} query={query} total={page.total} pages={page.pages} />
        </section>
        {detail ? <MessageDetail path={spec.path} message={detail.message} error={detail.error} query={query} /> : null}
      </div>
      {kind === "system" ? <SysNoticeDialogs query={query} row={loaderData.dialogRow} state={kitState} /> : null}
    </div>
  );
}
