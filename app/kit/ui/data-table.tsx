import { ChevronRightIcon, InboxIcon } from "~/components/icons";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { listHref, type ListQuery, nextSort } from "~/kit/shared/query";
import { useT } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { useTableLinkClicks } from "./table-links";

export type Column<Row> = {
  key: string;
  label: string;
  cell: (row: Row) => React.ReactNode;
  /** The backend sort name, when the column sorts (usually the key). */
  sort?: string;
  className?: string;
  /** Classes of the body cells only (e.g. a monospace code column). */
  cellClassName?: string;
  /** Columns that identify a row cannot be hidden. */
  hideable?: boolean;
};

export type Selection = ReturnType<typeof useSelection>;

/**
 * Ticked rows of the current page, plus "every row matching the filter". Only rows still on the
 * page count: when the rows change (a write, a reload) ids no longer listed drop out, so the
 * count and the batch never carry rows that are gone. "All N matching" stays chosen while the
 * rows change (it means the filter, which the server resolves) until a tick changes it. A new
 * non-null `resetKey` (a batch that succeeded) clears the selection.
 */
export function useSelection(rowIds: string[], initial: string[] = [], resetKey: unknown = null) {
  const [ticked, setTicked] = useState(() => new Set(initial.filter((id) => rowIds.includes(id))));
  const [allMatchingChosen, setAllMatching] = useState(false);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    if (resetKey !== null) {
      setTicked(new Set());
      setAllMatching(false);
    }
  }
  const allMatching = allMatchingChosen && rowIds.length > 0;
  const selected = new Set(allMatching ? rowIds : rowIds.filter((id) => ticked.has(id)));
  const allOnPage = rowIds.length > 0 && rowIds.every((id) => selected.has(id));
  return {
    selected,
    allOnPage,
    allMatching,
    toggle(id: string, on: boolean) {
      setAllMatching(false);
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      setTicked(next);
    },
    toggleAll(on: boolean) {
      setAllMatching(false);
      setTicked(on ? new Set(rowIds) : new Set());
    },
    selectAllMatching: () => setAllMatching(true),
    clear() {
      setAllMatching(false);
      setTicked(new Set());
    },
  };
}

/** A placeholder's value that no text contains, to fill a translated text many times without looking it up again. */
const SLOT = "\u0000";
const filler = (text: string) => {
  const parts = text.split(SLOT);
  return (value: string) => parts.join(value);
};

export type TreeOptions<Row> = {
  depth: (row: Row) => number;
  hasChildren: (row: Row) => boolean;
  isOpen: (row: Row) => boolean;
  toggleHref: (row: Row) => string;
};

/**
 * The list table: sortable headers (links; the table navigates its links' clicks itself,
 * see table-links.ts), hideable columns, a checkbox per row tied to the
 * batch form (`form=` attribute, so it works without JavaScript), tree rows with expand links,
 * row actions, a dimmed busy state while this list reloads, and empty states.
 */
export function DataTable<Row>(props: {
  path: string;
  query: ListQuery;
  rows: Row[];
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  columns: Column<Row>[];
  hidden?: string[];
  /** Ticking rows for a batch; `selectable` false renders that row's box disabled. */
  selection?: Selection & { formId: string; selectable?: (row: Row) => boolean };
  /** A row's actions, given its label (rowLabel's, worked out once per row). */
  rowActions?: (row: Row, label: string) => React.ReactNode;
  /** A row's own attributes (e.g. an unread message's mark and look); the open row is marked by the kit otherwise. */
  rowProps?: (row: Row) => React.ComponentProps<"tr">;
  tree?: TreeOptions<Row>;
  filtered?: boolean;
  defaultSize?: number;
  caption: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const onLinkClick = useTableLinkClicks();
  const busy = navigation.state === "loading" && navigation.location?.pathname === props.path;
  const columns = props.columns.filter((c) => c.hideable === false || !(props.hidden ?? []).includes(c.key));
  const { selection, tree } = props;
  const selectRow = filler(t("kit.selectRow", { label: SLOT }));

  if (props.rows.length === 0) {
    return (
      <div
        className="text-muted-foreground flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center"
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner /> : <InboxIcon className="size-8" aria-hidden />}
        <p>{props.filtered ? t("kit.emptyFiltered") : t("kit.empty")}</p>
      </div>
    );
  }

  const sortHeader = (column: Column<Row>) => {
    if (!column.sort) return column.label;
    const active = props.query.sort === column.sort;
    // The arrow is the link's ::after (icon-after): one element per sortable header, not two.
    const arrow = !active
      ? "lucide-arrow-up-down after:opacity-40"
      : props.query.order === "asc"
        ? "lucide-arrow-up"
        : "lucide-arrow-down";
    return (
      <a
        href={listHref(props.path, props.query, nextSort(props.query, column.sort), props.defaultSize)}
        data-table-link=""
        className={`hover:text-foreground icon-after inline-flex items-center gap-1 after:size-3.5 ${arrow}`}
        aria-label={t("kit.sortBy", { column: column.label })}
      >
        {column.label}
      </a>
    );
  };

  return (
    // The handler only turns clicks on the table's links into client navigations.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- takes its links' bubbled clicks (Enter on a link clicks it too); the links are the controls
    <div className="relative overflow-x-auto rounded-xl border" aria-busy={busy || undefined} onClick={onLinkClick}>
      {busy ? (
        <div
          className="bg-background/60 absolute inset-0 z-10 flex items-center justify-center"
          role="status"
          aria-label={t("app.loading")}
        >
          <Spinner />
        </div>
      ) : null}
      <table className="w-full text-sm [&_tbody_tr]:border-b [&_tbody_tr:last-child]:border-b-0 [&_tbody_tr:hover]:bg-muted/30 [&_td]:px-3 [&_td]:py-2">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-muted/50 text-muted-foreground text-left">
          <tr className="border-b">
            {selection ? (
              <th scope="col" className="w-10 px-3 py-2">
                {hydrated ? (
                  <input
                    type="checkbox"
                    aria-label={t("kit.selectAll")}
                    checked={selection.allOnPage}
                    onChange={(event) => selection.toggleAll(event.target.checked)}
                    className="accent-primary size-4 align-middle"
                  />
                ) : (
                  <span className="sr-only">{t("kit.selectAll")}</span>
                )}
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn("px-3 py-2 font-medium whitespace-nowrap", column.className)}
                aria-sort={
                  props.query.sort && props.query.sort === column.sort
                    ? props.query.order === "asc"
                      ? "ascending"
                      : "descending"
                    : undefined
                }
              >
                {sortHeader(column)}
              </th>
            ))}
            {props.rowActions ? (
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("kit.actions")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const id = props.rowId(row);
            const label = props.rowLabel(row);
            const active = props.query.id === id && props.query.dialog !== null;
            return (
              <tr key={id} data-row-id={id} className={active ? "bg-accent" : undefined} {...props.rowProps?.(row)}>
                {selection ? (
                  <td>
                    <input
                      type="checkbox"
                      name="ids"
                      value={id}
                      form={selection.formId}
                      aria-label={selectRow(label)}
                      checked={selection.selected.has(id)}
                      disabled={selection.selectable?.(row) === false}
                      onChange={(event) => selection.toggle(id, event.target.checked)}
                      className="size-4 align-middle"
                    />
                  </td>
                ) : null}
                {columns.map((column, index) => (
                  <td key={column.key} className={cn(column.className, column.cellClassName) || undefined}>
                    {tree && index === 0 ? (
                      <span
                        className="inline-flex items-center gap-1"
                        style={{ paddingInlineStart: `${tree.depth(row) * 1.25}rem` }}
                      >
                        {tree.hasChildren(row) ? (
                          <a
                            href={tree.toggleHref(row)}
                            data-table-link=""
                            aria-expanded={tree.isOpen(row)}
                            aria-label={tree.isOpen(row) ? t("kit.collapse", { label }) : t("kit.expand", { label })}
                            className="hover:bg-accent rounded p-0.5"
                          >
                            <ChevronRightIcon
                              className={cn("size-4 transition-transform", tree.isOpen(row) && "rotate-90")}
                              aria-hidden
                            />
                          </a>
                        ) : (
                          <span className="inline-block size-5" aria-hidden />
                        )}
                        {column.cell(row)}
                      </span>
                    ) : (
                      column.cell(row)
                    )}
                  </td>
                ))}
                {/* row-actions (app.css) lays out and styles the row's links; the table navigates them. */}
                {props.rowActions ? <td className="row-actions">{props.rowActions(row, label)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
