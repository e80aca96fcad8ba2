import { XIcon } from "~/components/icons";
import { Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import type { FormMessageView } from "~/lib/i18n";
import type { KitActionData } from "~/kit/server/action.server";
import { messageText, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";
import { actionUrl } from "~/lib/action-url";
import type { Column, Selection } from "./data-table";
import { UrlDialog } from "./url-dialog";
import { DialogButtons } from "./form-parts";

export { FlashToast } from "./flash-toast";

/** The page title with the screen's main buttons after it, at the row's end (one row: no wrapper around the buttons). */
export function ScreenHeader(props: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h1 className="me-auto pe-1 text-2xl font-semibold">{props.title}</h1>
      {props.children}
    </div>
  );
}

export function CreateLink(props: { to: string; label?: string }) {
  const t = useT();
  return (
    <Link
      to={props.to}
      preventScrollReset
      aria-keyshortcuts="n"
      className={cn(buttonVariants(), "icon-before lucide-plus")}
    >
      {props.label ?? t("kit.create")}
    </Link>
  );
}

/**
 * A small row-action link (编辑, 查看, 删除 open their dialog on the list's URL). It must sit in
 * a DataTable's actions cell, which styles it (app.css `row-actions`) and navigates its clicks
 * (table-links.ts): row links repeat on every row, so each carries only what is its own.
 */
export function RowLink(props: { to: string; label: string; tone?: "danger"; rowLabel?: string }) {
  return (
    <a
      href={props.to}
      aria-label={props.rowLabel ? `${props.label} ${props.rowLabel}` : undefined}
      className={props.tone === "danger" ? "text-destructive" : undefined}
    >
      {props.label}
    </a>
  );
}

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * The batch form (the row checkboxes belong to it through `form=`), the selection count,
 * "select all N matching", and the batch buttons. Each button posts its intent; the server
 * answers with the rows it will touch, and the page asks for confirmation. Once hydrated the
 * buttons wait for a selection (without JavaScript the ticks are the browser's own).
 */
export function BatchBar(props: {
  formId: string;
  selection: Selection;
  total: number;
  pageCount: number;
  actions: { intent: string; label: string; danger?: boolean }[];
}) {
  const t = useT();
  const { selection } = props;
  const count = selection.allMatching ? props.total : selection.selected.size;
  const nothingSelected = useHydrated() && count === 0;
  return (
    <Form id={props.formId} method="post" preventScrollReset className="flex flex-wrap items-center gap-2 text-sm">
      {selection.allMatching ? <input type="hidden" name="scope" value="all" /> : null}
      <span className="text-muted-foreground" aria-live="polite">
        {selection.allMatching ? t("kit.allMatchingSelected", { total: props.total }) : t("kit.selected", { count })}
      </span>
      {selection.allOnPage && !selection.allMatching && props.total > props.pageCount ? (
        <Button type="button" variant="link" size="sm" onClick={selection.selectAllMatching}>
          {t("kit.selectAllMatching", { total: props.total })}
        </Button>
      ) : null}
      {count > 0 ? (
        <Button type="button" variant="ghost" size="sm" onClick={selection.clear}>
          <XIcon aria-hidden />
          {t("kit.clearSelection")}
        </Button>
      ) : null}
      {props.actions.map((action) => (
        <BatchButton key={action.intent} {...action} disabled={nothingSelected} />
      ))}
    </Form>
  );
}

function BatchButton(props: { intent: string; label: string; danger?: boolean; disabled: boolean }) {
  const busy = useSubmitting(props.intent);
  const t = useT();
  return (
    <Button
      type="submit"
      name="intent"
      value={props.intent}
      variant={props.danger ? "destructive" : "outline"}
      size="sm"
      className={props.danger ? "icon-before lucide-trash-2" : undefined}
      disabled={busy || props.disabled}
    >
      {busy ? t("kit.working") : props.label}
    </Button>
  );
}

/** The second step of a batch: the count, the ids as hidden fields, confirm or cancel. */
export function BatchConfirm(props: {
  state: KitActionData | undefined;
  labels: Record<string, string>;
  cancelHref: string;
}) {
  const t = useT();
  const confirm = props.state?.confirm;
  const busy = useSubmitting(confirm?.intent ?? "");
  if (!confirm) return null;
  const action = props.labels[confirm.intent] ?? confirm.intent;
  const count = confirm.ids.length;
  return (
    <UrlDialog title={t("kit.confirmTitle")} closeHref={props.cancelHref} size="sm">
      <Form method="post" preventScrollReset className="grid gap-4">
        <p>{confirm.all ? t("kit.confirmBatchAll", { count, action }) : t("kit.confirmBatch", { count, action })}</p>
        <p className="text-muted-foreground text-sm">{t("kit.irreversible")}</p>
        <input type="hidden" name="intent" value={confirm.intent} />
        <input type="hidden" name="confirmed" value="1" />
        {confirm.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <DialogButtons cancelHref={props.cancelHref} busy={busy} label={t("kit.confirm")} kind="danger" />
      </Form>
    </UrlDialog>
  );
}

/** Which rows of a batch failed, and why (the backend's message per row). */
export function BatchReport(props: { state: KitActionData | undefined; rowLabel: (id: string) => string }) {
  const t = useT();
  const batch = props.state?.batch;
  if (!batch) return null;
  return (
    <div role="alert" className="border-destructive/50 text-destructive grid gap-2 rounded-xl border p-4 text-sm">
      <p className="font-medium">{t("kit.batchReport", { done: batch.done, failed: batch.failed.length })}</p>
      <ul className="grid list-disc gap-1 ps-5">
        {batch.failed.map((failure) => (
          <li key={failure.id}>
            <span className="font-medium">{props.rowLabel(failure.id)}</span>：{messageText(t, failure.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A form-level error (backend refusal, permission) shown above the list. */
export function ActionError(props: { message: FormMessageView | null | undefined }) {
  const t = useT();
  if (!props.message) return null;
  return (
    <p role="alert" className="border-destructive/50 text-destructive rounded-xl border px-4 py-3 text-sm">
      {messageText(t, props.message)}
    </p>
  );
}

/**
 * Which columns show, remembered per screen (a cookie the server reads). A plain form with
 * 应用 without JavaScript; once hydrated each tick applies at once.
 */
export function ColumnPicker<Row>(props: { screen: string; columns: Column<Row>[]; hidden: string[] }) {
  const t = useT();
  const fetcher = useFetcher({ key: `columns-${props.screen}` });
  const location = useLocation();
  const pending = fetcher.formData ? fetcher.formData.getAll("visible").map(String) : null;
  const hideable = props.columns.filter((c) => c.hideable !== false);
  const visible = (key: string) => (pending ? pending.includes(key) : !props.hidden.includes(key));
  return (
    <details className="relative">
      <summary
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "icon-before lucide-columns-3 cursor-pointer list-none",
        )}
      >
        {t("kit.columns")}
      </summary>
      <fetcher.Form
        method="post"
        action={actionUrl("/kit/columns", {
          screen: props.screen,
          returnTo: `${location.pathname}${location.search}`,
        })}
        className="bg-popover absolute right-0 z-20 mt-1 grid min-w-44 gap-1 rounded-md border p-2 text-sm shadow-md"
        onChange={(event) => fetcher.submit(event.currentTarget)}
      >
        {/* The columns it may hide, as one field (the route reads a list of them either way). */}
        <input type="hidden" name="columns" value={hideable.map((column) => column.key).join(",")} />
        {hideable.map((column) => (
          <label key={column.key} className="hover:bg-accent flex items-center gap-2 rounded px-2 py-1">
            <input
              type="checkbox"
              name="visible"
              value={column.key}
              defaultChecked={visible(column.key)}
              className="accent-primary size-4"
            />
            {column.label}
          </label>
        ))}
        <Button type="submit" size="sm" className="without-scripts mt-1 w-full">
          {t("kit.columnsApply")}
        </Button>
      </fetcher.Form>
    </details>
  );
}

/** Hidden columns as the page should render them right now (a pending choice first). */
export function usePendingHidden(screen: string, hidden: string[]): string[] {
  const fetcher = useFetcher({ key: `columns-${screen}` });
  if (!fetcher.formData) return hidden;
  const all = fetcher.formData.getAll("columns").flatMap((value) => String(value).split(","));
  const visible = fetcher.formData.getAll("visible").map(String);
  return all.filter((key) => !visible.includes(key));
}
