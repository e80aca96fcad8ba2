import type { FormMessageView } from "~/lib/i18n";
import type { KitActionData } from "~/kit/server/action.server";
import { closedHref, listHref, type ListQuery, type PageOf, recordHref, rowDialogHrefs } from "~/kit/shared/query";
import { CopyLink } from "./copy-link";
import { usePermissions } from "~/kit/ui/use-permissions";
import { type Messages, messageText, MoreMessages, useT } from "~/lib/i18n";
import { type Column, DataTable, type TreeOptions, useSelection } from "./data-table";
import { DeleteForm, DetailList, EntityForm, type FormField } from "./entity-form";
import { type FilterField, FilterBar } from "./filter-bar";
import {
  ActionError,
  BatchBar,
  BatchConfirm,
  BatchReport,
  ColumnPicker,
  CreateLink,
  FlashToast,
  RowLink,
  ScreenHeader,
  usePendingHidden,
} from "./list-actions";
import { Pagination } from "./pagination";
import { ExportMenu } from "./export-menu";
import { NoticeDialog, UrlDialog } from "./url-dialog";
import type { Flash } from "~/kit/server/flash.server";

/** Adds the screen's texts (sent by its loader) around a screen body that uses them. */
export function ScreenTexts(props: { messages: Partial<Messages>; children: React.ReactNode }) {
  return <MoreMessages messages={props.messages}>{props.children}</MoreMessages>;
}

/** A route module's component given its props (`Route.ComponentProps`). */
export type RouteComponent<Props> = (props: Props) => React.ReactNode;

/**
 * A page the kit's list does not lay out (a one-form page, a tree editor) as its route's
 * component: `export default screenPage(spec, XBody) satisfies RouteComponent<Route.ComponentProps>;`,
 * the body inside the texts its loader sent. `satisfies` checks the loader's data is the body's.
 */
export function screenPage<D extends { messages: Partial<Messages> }, A = unknown>(
  spec: { id: string },
  Body: (props: { data: D; actionData?: A }) => React.ReactNode,
) {
  function ScreenPage({ loaderData, actionData }: { loaderData: D; actionData?: A }) {
    return (
      <ScreenTexts messages={loaderData.messages}>
        <Body data={loaderData} actionData={actionData} />
      </ScreenTexts>
    );
  }
  ScreenPage.displayName = pageName(spec.id);
  return ScreenPage;
}

/** A route component's name in React DevTools: the screen's (deptDesign → DeptDesignPage), not the helper's. */
export const pageName = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}Page`;

/** What a list screen's loader returns (see kit/server/screen.server.ts). */
export type ScreenLoaderData<Row> = {
  query: ListQuery;
  page: PageOf<Row>;
  listError: FormMessageView | null;
  /** The row a dialog is about (edit, view, delete), when one is open. */
  detail: { value: Row | null; error: FormMessageView | null } | null;
  flash: Flash | null;
  hidden: string[];
  messages: Partial<Messages>;
};

export type CrudScreenProps<Row> = {
  /** Key for remembered columns. */
  screen: string;
  /** Menu code for disabled fields (spec §6). */
  menuCode: string;
  path: string;
  title: string;
  data: ScreenLoaderData<Row>;
  actionData: KitActionData | undefined;
  filters?: FilterField[];
  columns: Column<Row>[];
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  /** Button codes; an action without a code is not offered. */
  buttons: { create?: string; edit?: string; delete?: string; view?: boolean };
  /** Batch actions (intent → label and button code). */
  batch?: { intent: string; label: string; permission: string; danger?: boolean }[];
  form?: {
    fields: (mode: "create" | "edit", row: Row | null) => FormField[];
    initial: (row: Row | null, query: ListQuery) => Record<string, string | string[]>;
    remoteLabels?: (row: Row | null) => Record<string, string>;
    wide?: boolean;
    /** Read-only content the dialog shows above the form (e.g. what the backend derives for the row). */
    aside?: (mode: "create" | "edit", row: Row | null) => React.ReactNode;
  };
  detail?: (row: Row) => { label: string; value: React.ReactNode; wide?: boolean }[];
  tree?: TreeOptions<Row>;
  /** Extra buttons per row (after 编辑 / 删除). */
  rowExtras?: (row: Row) => React.ReactNode;
  /**
   * May the operator change this row (data scope, ADR 009)? When not, the row offers no
   * 编辑, 删除 or extra buttons and cannot be ticked; the server refuses such a change anyway.
   */
  rowActionable?: (row: Row) => boolean;
  /** Above the filters (tabs between sibling screens). */
  nav?: React.ReactNode;
  /** Between the filters and the list (e.g. the totals of the filtered set). */
  summary?: React.ReactNode;
  /** Extra buttons in the header. */
  headerExtras?: React.ReactNode;
  /** 导出's button code: the header offers the list's file (Excel, CSV, PDF) when the operator has it. */
  exportButton?: string;
  /** The screen's own PDF route (ScreenSpec.exportPdf), for 导出's PDF. */
  exportPdf?: string;
  /** The backend makes the export's file (the descriptor's backendExport): one choice, its workbook. */
  backendExport?: boolean;
  defaultSize?: number;
  /** False for screens that show every row at once (a whole tree): no paging controls. */
  paged?: boolean;
};

/**
 * A whole list screen from its parts: header with 新增, the filter bar, the batch bar,
 * the table with its row actions, paging, the one-time flash, and the dialogs on the list's URL
 * (create, edit, view, delete, batch confirmation). Used by every system-settings screen.
 */
export function CrudScreen<Row>(props: CrudScreenProps<Row>) {
  const { can } = usePermissions();
  const { data, path } = props;
  const { query, page } = data;
  const state = props.actionData;
  const hidden = usePendingHidden(props.screen, data.hidden);
  const actionable = props.rowActionable ?? (() => true);
  const rowIds = page.records.filter(actionable).map(props.rowId);
  const batch = (props.batch ?? []).filter((b) => can(b.permission));
  const formId = `${props.screen}-batch`;
  // A new page, filter or finished batch starts the selection afresh: a batch with failures
  // remounts with the failed rows ticked; one that succeeded comes back with its flash.
  const selectionKey = `${listHref(path, query, { dialog: null, id: null })}|${state?.batch ? state.at : ""}`;
  const batchSucceeded = data.flash && "key" in data.flash && data.flash.key === "kit.batchDone" ? data.flash : null;
  const failedIds = state?.batch?.failed.map((f) => f.id) ?? [];
  const closeHref = closedHref(path, query, props.defaultSize);
  const labelOf = (id: string) => {
    const row = page.records.find((r) => props.rowId(r) === id);
    return row ? props.rowLabel(row) : id;
  };
  const filtered = Object.values(query.filters).some(Boolean);
  const allowed = {
    create: Boolean(props.buttons.create && can(props.buttons.create) && props.form),
    edit: Boolean(props.buttons.edit && can(props.buttons.edit) && props.form),
    delete: Boolean(props.buttons.delete && can(props.buttons.delete)),
    view: Boolean(props.buttons.view && props.detail),
  };
  const hasRowActions = allowed.edit || allowed.delete || allowed.view || Boolean(props.rowExtras);

  return (
    <div className="grid gap-4">
      <ScreenHeader title={props.title}>
        {props.headerExtras}
        {props.exportButton && can(props.exportButton) ? (
          <ExportMenu
            path={path}
            query={query}
            defaultSize={props.defaultSize}
            backendFile={props.backendExport}
            pdfPath={props.exportPdf}
          />
        ) : null}
        <ColumnPicker screen={props.screen} columns={props.columns} hidden={hidden} />
        {allowed.create ? (
          <CreateLink to={listHref(path, query, { dialog: "create", id: null }, props.defaultSize)} />
        ) : null}
      </ScreenHeader>
      {props.nav}
      {props.filters?.length ? (
        <FilterBar path={path} query={query} fields={props.filters} defaultSize={props.defaultSize} />
      ) : null}
      {props.summary}
      <FlashToast flash={data.flash} />
      {data.listError ? <ActionError message={data.listError} /> : null}
      {state &&
      !state.confirm &&
      !state.batch &&
      state.formError &&
      !["create", "update", "delete"].includes(state.intent) ? (
        <ActionError message={state.formError} />
      ) : null}
      <BatchReport state={state} rowLabel={labelOf} />
      <section aria-label={props.title} className="grid gap-3">
        <SelectableTable
          key={selectionKey}
          {...props}
          hidden={hidden}
          batch={batch}
          formId={formId}
          rowIds={rowIds}
          initiallySelected={failedIds}
          clearedBy={batchSucceeded}
          hasRowActions={hasRowActions}
          allowed={allowed}
          filtered={filtered}
        />
        {props.paged === false ? (
          <TotalOnly total={page.total} />
        ) : (
          <Pagination path={path} query={query} total={page.total} pages={page.pages} defaultSize={props.defaultSize} />
        )}
      </section>
      <BatchConfirm
        state={state}
        labels={Object.fromEntries((props.batch ?? []).map((b) => [b.intent, b.label]))}
        cancelHref={closeHref}
      />
      <Dialogs {...props} allowed={allowed} closeHref={closeHref} />
    </div>
  );
}

function SelectableTable<Row>(
  props: CrudScreenProps<Row> & {
    hidden: string[];
    batch: { intent: string; label: string; danger?: boolean }[];
    formId: string;
    rowIds: string[];
    initiallySelected: string[];
    /** A new value clears the selection (the flash of a batch that succeeded). */
    clearedBy: object | null;
    hasRowActions: boolean;
    allowed: Record<"create" | "edit" | "delete" | "view", boolean>;
    filtered: boolean;
  },
) {
  const selection = useSelection(props.rowIds, props.initiallySelected, props.clearedBy);
  const { data, path } = props;
  const actionable = props.rowActionable ?? (() => true);
  const rowActions = useRowActions(props);
  return (
    <>
      {props.batch.length ? (
        <BatchBar
          formId={props.formId}
          selection={selection}
          total={data.page.total}
          pageCount={data.page.records.length}
          actions={props.batch}
        />
      ) : null}
      <DataTable
        path={path}
        query={data.query}
        rows={data.page.records}
        rowId={props.rowId}
        rowLabel={props.rowLabel}
        columns={props.columns}
        hidden={props.hidden}
        selection={
          props.batch.length ? { ...selection, formId: props.formId, selectable: (row) => actionable(row) } : undefined
        }
        tree={props.tree}
        filtered={props.filtered}
        defaultSize={props.defaultSize}
        caption={props.title}
        rowActions={props.hasRowActions ? rowActions : undefined}
      />
    </>
  );
}

/**
 * A row's 查看, 修改, extra buttons and 删除. What every row shares (the names, the page's part
 * of each link) is worked out once per page; a row adds only its id and label.
 */
function useRowActions<Row>(
  props: Pick<CrudScreenProps<Row>, "path" | "data" | "defaultSize" | "rowId" | "rowActionable" | "rowExtras"> & {
    allowed: Record<"create" | "edit" | "delete" | "view", boolean>;
  },
) {
  const t = useT();
  const { path, data, defaultSize, allowed } = props;
  const links = (["view", "edit", "delete"] as const).map((dialog) => ({
    dialog,
    label: t(`kit.${dialog}`),
    href: allowed[dialog] ? rowDialogHrefs(path, data.query, dialog, defaultSize) : null,
  }));
  const [view, edit, remove] = links;
  return (row: Row, rowLabel: string) => {
    const id = props.rowId(row);
    const actionable = props.rowActionable?.(row) ?? true;
    return (
      <>
        {view!.href ? <RowLink to={view!.href(id)} label={view!.label} rowLabel={rowLabel} /> : null}
        {edit!.href && actionable ? <RowLink to={edit!.href(id)} label={edit!.label} rowLabel={rowLabel} /> : null}
        {actionable ? props.rowExtras?.(row) : null}
        {remove!.href && actionable ? (
          <RowLink to={remove!.href(id)} label={remove!.label} tone="danger" rowLabel={rowLabel} />
        ) : null}
      </>
    );
  };
}

function Dialogs<Row>(
  props: CrudScreenProps<Row> & { allowed: Record<"create" | "edit" | "delete" | "view", boolean>; closeHref: string },
) {
  const t = useT();
  const { data, closeHref } = props;
  const { dialog, id } = data.query;
  if (!dialog) return null;
  const row = data.detail?.value ?? null;
  const missing = dialog !== "create" && (!id || !row);
  const rowRefused = (dialog === "edit" || dialog === "delete") && row !== null && props.rowActionable?.(row) === false;
  const forbidden = !props.allowed[dialog] || rowRefused;
  const title =
    dialog === "create"
      ? `${t("kit.create")} · ${props.title}`
      : dialog === "edit"
        ? `${t("kit.edit")} · ${props.title}`
        : dialog === "view"
          ? `${t("kit.detail")} · ${props.title}`
          : t("kit.confirmTitle");
  if (forbidden || missing) {
    const message = forbidden
      ? t("kit.forbidden")
      : data.detail?.error
        ? messageText(t, data.detail.error)
        : t("kit.notFound");
    return <NoticeDialog title={title} closeHref={closeHref} message={message} />;
  }
  if (dialog === "delete") {
    return (
      <UrlDialog
        title={t("kit.confirmTitle")}
        description={t("kit.confirmDelete", { label: props.rowLabel(row!) })}
        closeHref={closeHref}
        size="sm"
      >
        <DeleteForm id={id!} state={props.actionData} closeHref={closeHref} />
      </UrlDialog>
    );
  }
  if (dialog === "view") {
    return (
      <UrlDialog
        title={title}
        closeHref={closeHref}
        size="lg"
        actions={<CopyLink href={recordHref(props.path, id!)} />}
      >
        <DetailList items={props.detail!(row!)} />
      </UrlDialog>
    );
  }
  const form = props.form!;
  const mode = dialog === "create" ? "create" : "edit";
  return (
    <UrlDialog title={title} closeHref={closeHref} size={form.wide ? "lg" : "md"}>
      {form.aside?.(mode, mode === "create" ? null : row)}
      <EntityForm
        intent={mode === "create" ? "create" : "update"}
        fields={form.fields(mode, row)}
        initial={form.initial(mode === "create" ? null : row, data.query)}
        remoteLabels={form.remoteLabels?.(row)}
        state={props.actionData}
        closeHref={closeHref}
        menuCode={props.menuCode}
        hidden={mode === "edit" && id ? { id } : undefined}
      />
    </UrlDialog>
  );
}

function TotalOnly(props: { total: number }) {
  const t = useT();
  return (
    <p className="text-muted-foreground text-sm" role="status">
      {t("kit.total", { total: props.total })}
    </p>
  );
}
