/**
 * A screen's row dialogs on its list's URL (`?op=…&id=…`), the page's half of kit/ui/row-ops:
 * the link on a row that opens one, and what every such dialog starts with (whether the URL asks
 * for it, the list it closes back to, and what its form posts with). The dialog's title, summary
 * and fields stay the screen's own.
 */
import { useLocation } from "react-router";
import type { KitActionData } from "~/kit/server/action.server";
import { closedHref, listHref, type ListQuery } from "~/kit/shared/query";
import { useT } from "~/lib/i18n";
import { RowLink } from "./list-actions";
import { opHref } from "./row-ops";

/** What a row dialog needs of its screen's descriptor. */
export type OpScreen = { path: string; menuCode: string; defaultSize?: number };

/** A dialog over a screen's list: the list it closes back to, and what a form in it posts with. */
export type ListDialog = {
  closeHref: string;
  /** A form's props in the dialog: the screen it posts to, the action's last answer, the list to go back to. */
  form: { menuCode: string; state: KitActionData | undefined; closeHref: string };
};

/** A row dialog the URL asks for: its op (one of those the dialog answers) and its list. */
export type OpDialog = ListDialog & { op: string };

/** The dialog over the list of `screen`, standing at `query`. */
export function listDialog(screen: OpScreen, query: ListQuery, actionData?: KitActionData): ListDialog {
  const closeHref = closedHref(screen.path, query, screen.defaultSize);
  return { closeHref, form: { menuCode: screen.menuCode, state: actionData, closeHref } };
}

/** The dialog for `ops` when the list's URL asks for one of them (`?op=`), else null. */
export function useOpDialog(
  screen: OpScreen,
  query: ListQuery,
  ops: string | readonly string[],
  actionData?: KitActionData,
): OpDialog | null {
  const location = useLocation();
  const op = new URLSearchParams(location.search).get("op");
  if (!op || !(typeof ops === "string" ? [ops] : ops).includes(op)) return null;
  return { op, ...listDialog(screen, query, actionData) };
}

/**
 * The row link that opens one of the row's dialogs, the list's filters and page kept; its
 * accessible name is the label and the row's own (`rowLabel`).
 */
export function useOpLink<Row extends { id: string }>(screen: { path: string }, rowLabel: (row: Row) => string) {
  const location = useLocation();
  return (op: string, row: Row, label: string) => (
    <RowLink key={op} to={opHref(screen.path, location.search, op, row.id)} label={label} rowLabel={rowLabel(row)} />
  );
}

/** 新增子项 on a tree's row: the list's create dialog with this row as the parent (`?dialog=create&id=…`). */
export function AddChildLink(props: { path: string; query: ListQuery; id: string; rowLabel: string }) {
  const t = useT();
  return (
    <RowLink
      to={listHref(props.path, props.query, { dialog: "create", id: props.id })}
      label={t("kit.addChild")}
      rowLabel={props.rowLabel}
    />
  );
}
