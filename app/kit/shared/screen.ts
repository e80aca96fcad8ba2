/**
 * A screen descriptor: what the kit needs to know about one list screen, in one client-safe
 * object (no zod, no server code). The server derives from it the filter and sort whitelists,
 * the zod schemas of its forms and the create/update/delete/batch intents
 * (kit/server/described.server.ts); the page derives its filters, columns, form fields with
 * their HTML constraints, and detail (kit/ui/described-screen.tsx). One source for both, so
 * a limit typed once holds in the browser and on the server.
 *
 * Labels are locale keys under the screen's `texts` (`<texts>.<name>`): the screen's own text, else
 * the kit's common field text of that name (`kit.fields.<name>`, locales/common-texts.ts); the
 * loader sends only that part of the dictionary (see locales/index.ts).
 */

import type { EntryName } from "@contract";
import type { FilePurpose } from "~/lib/file-ref";
import { isPersonalKind, type PersonalKind } from "~/lib/personal-data";
import { labelledDetail } from "./detail-labels";
import type { ImageVariant } from "./image-rules";
import type { RemoteKind } from "./remote-kinds";

/**
 * How a backend row's field is read: text (null → ""), a number (null, "" or -1 → null), a code
 * (a number as text), or files: comma-joined file references (ADR 030) — anything else in it (an
 * old storage path, a URL) never reaches the page; or text that is personal data of its kind
 * (`mobile`, `bankCard`, `idNumber`, `email`: ADR 029), which leaves the Worker masked but in a
 * form the operator may edit or a 查看完整 they hold; or `freeText`, text in which any mobile, ID
 * card, card number or e-mail address is masked (a log's parameters).
 */
export type RowFieldKind = "text" | "number" | "code" | "files" | "freeText" | PersonalKind;
export type RowSpec = Record<string, RowFieldKind>;
export type RowOf<R extends RowSpec> = { id: string } & {
  [K in keyof R]: R[K] extends "number" ? number | null : string;
};

/**
 * A set of choices declared once for the filter and the field that offer it: its values, labelled
 * by `<texts>.<optionTexts>.<value>` (`{ kind: "select", ...STATE_CHOICES }` and `state: STATE_CHOICES`).
 */
export const choices = <const O extends readonly string[]>(options: O, optionTexts: string) => ({
  options,
  optionTexts,
});

/** One of the choices a loader sends for a select: a dictionary's value, a row's id, with its label. */
export type Choice = { value: string; label: string };

/** A value the operator chooses: the allowed values, labelled by `<texts>.<optionTexts>.<value>` (or the value itself). */
type Choices = { options: readonly string[]; optionTexts?: string };

export type FilterSpec =
  | { kind?: "text"; max: number; label?: string; placeholder?: string }
  /**
   * Without options, the choices are rows the loader sends (ids), e.g. the tenant's departments.
   * `required`: always one of them (no 全部); unset, the first (the backend's default for it).
   */
  | ({ kind: "select"; label?: string; required?: true } & Partial<Choices>)
  /**
   * A calendar day (yyyy-MM-dd in the URL). `bound`: the day starts or ends a time range, sent
   * to the backend as its first or last second (yyyy-MM-dd 00:00:00 / 23:59:59).
   */
  | { kind: "date"; label?: string; bound?: "start" | "end" }
  /**
   * A time range by preset (kit period: today by default, yesterday, last 7 and 30 days, this
   * month, custom), in the tenant's time zone: `from` and `to` name the screen's two date filters
   * a custom range takes; the backend gets `startTime` and `endTime` (first and last second).
   */
  | { kind: "period"; label?: string; from: string; to: string };

/** The kinds of input a form field is: the descriptor's and the form's (kit/ui/entity-form). */
export type FieldKind =
  | "text"
  | "textarea"
  | "number"
  | "password"
  | "select"
  | "radio"
  | "checkboxes"
  | "switch"
  | "remote"
  | "image"
  | "hidden"
  | "date";

export type FieldSpec = {
  /**
   * `switch`: "1" when on, "0" when off; `hidden`: posted, not shown; `checkboxes`: several of
   * the choices; `remote`: one row found by searching (kit/shared/remote-kinds.ts); `date`: a
   * calendar day, yyyy-MM-dd (give it a pattern: the server reads it as text).
   */
  kind?: FieldKind;
  remote?: RemoteKind;
  /** Which image types an image field takes (spec §5). */
  image?: ImageVariant;
  /** What an image field's file is for (ADR 030: who may upload and see it); default attach. */
  purpose?: FilePurpose;
  required?: boolean;
  /** Text: the most characters; number: the largest value. */
  max?: number;
  /** Number: the smallest value (default 0). */
  min?: number;
  /** The whole value's form (a regex source, anchored on both ends) and the name of its message under texts. */
  pattern?: { source: string; message: string };
  /** The label's and hint's names under texts (default: the field's name; no hint). */
  label?: string;
  hint?: string;
  placeholder?: string;
  /** Checked against the sensitive-word list (on blur, and by the server on submit). */
  sensitive?: boolean;
  /** Spans both columns of the form. */
  wide?: boolean;
  /** Identifies the row: shown but not editable once it exists. */
  fixedOnEdit?: boolean;
  /** The row field with the backend's name for a value that has no text here. */
  nameFrom?: string;
} & Partial<Choices>;

export type ColumnSpec = {
  key: string;
  /** The label's name under texts (default: the key). */
  label?: string;
  /** Sortable: by the key (true) or by the backend's name for it. */
  sort?: true | string;
  /** Identifies the row: cannot be hidden. */
  fixed?: true;
  mono?: true;
  /** Shows the label of this field's option instead of the raw value. */
  option?: string;
  /** How an export types the cell (default: text, or a number for a number field): a number, money with two decimals, a date and time, a date. */
  format?: "number" | "money" | "datetime" | "date";
};

/** One item of a detail dialog: a row field's name, or the name with its own label or its width. */
export type DetailItem = string | { name: string; label?: string; wide?: true };

/** Detail items that span the dialog, each under its own label (long text, a part's table): `...wideItems("reason", "history")`. */
export const wideItems = (...names: string[]): DetailItem[] => names.map((name) => ({ name, wide: true }));

export type ScreenSpec<R extends RowSpec = RowSpec> = {
  /** Stable key (remembered columns, batch form id). */
  id: string;
  path: string;
  /** Its Chinese menu name: the document title until the menu's texts say otherwise. */
  name: string;
  /** The menu code: document title (`menu.<code>`), disabled fields (spec §6). */
  menuCode: string;
  /** Where its texts live: "<namespace>.<part>", e.g. "system.bank". */
  texts: string;
  /**
   * The search kinds (/kit/search/:kind) the screen offers besides its fields' own remote kinds
   * (its filters and forms by agent, merchant, …): an operator may search a kind only while the
   * menu holds a screen that searches it (kit/server/kit-access.server.ts).
   */
  searches?: readonly RemoteKind[];
  /**
   * What the screen uploads besides its image fields' own purposes (a payment screenshot on a row
   * dialog): an operator may upload a purpose only while the menu holds a screen that uploads it.
   */
  uploads?: readonly FilePurpose[];
  /**
   * The backend calls, by contract entry name (ADR 031; names, not entries: a descriptor reaches
   * the browser, the contract's schemas stay on the server): list (paged), detail (?id=), submit
   * (create and update, JSON), remove (?ids=).
   */
  api: { list: EntryName; detail?: EntryName; submit?: EntryName; remove?: EntryName };
  row: R;
  /**
   * A text field whose personal kind another field of the row chooses (ADR 029), e.g. 黑名单's
   * value: a mobile, ID card or card number by its type (a type not named: not personal).
   */
  personalBy?: Record<string, { by: string; kinds: Record<string, PersonalKind> }>;
  /** The backend field that identifies a row (default "id"; e.g. a region's code). */
  key?: string;
  /**
   * Rows may come as a tree (each with its depth and open state, kit/shared/tree-view.ts): the
   * loader says `tree: true` when it sends one; columns do not sort then (unless "sorted": the
   * top level is a sorted page), and a batch retries rows that failed while the pass before
   * freed something (parents after their children).
   */
  tree?: true | "sorted";
  rowLabel: (row: RowOf<R>) => string;
  /** Button codes; an action without one is not offered. Batch delete uses `delete`'s code. */
  buttons: {
    create?: string;
    edit?: string;
    delete?: string;
    view?: boolean | string;
    batchDelete?: boolean;
    /** 查看完整: shows one personal field of one row whole in the detail, recorded in the usual log (ADR 029). */
    viewFull?: string;
  };
  filters?: Record<string, FilterSpec>;
  columns: ColumnSpec[];
  fields?: Record<string, FieldSpec>;
  /**
   * The detail dialog's items, by row field name (a field's option label where it has options); wide ones span the dialog.
   * An item the columns show under a label takes that label unless it names its own (kit/shared/detail-labels.ts).
   */
  detail?: DetailItem[];
  defaultSize?: number;
  /**
   * 导出's button code: the list offers Excel and CSV of every row of its filters and sort,
   * with these columns (kit/server/export, ADR 015).
   */
  export?: string;
  /** The button that exports personal data whole; without it the file's personal fields are masked and it says so (ADR 029). */
  exportFull?: string;
  /**
   * The screen's own PDF (a route answering the screen as it shows it, e.g. a report with its
   * charts, from the same query): 导出's PDF is that file instead of the list's table.
   */
  exportPdf?: string;
  /**
   * The backend's own export (a path answering a file, e.g. the agent list's agentinfo/export,
   * spec §7): 导出 then offers that file, the list's filters sent to it, streamed through.
   */
  backendExport?: EntryName;
  /**
   * The export ends with a totals row from this backend path (the list's filters sent to it):
   * `label` in the first column (a name under texts), then each column's total by the totals
   * field named here; the same path the page's totals come from, so the file's sums equal them.
   */
  exportTotals?: { entry: EntryName; label: string; columns: Record<string, string> };
};

/** Any screen, whatever its row (for what does not read rows). */
export type AnyScreen = Omit<ScreenSpec, "rowLabel">;

export function defineScreen<const R extends RowSpec>(spec: ScreenSpec<R>): ScreenSpec<R> {
  return spec.detail ? { ...spec, detail: labelledDetail(spec.columns, spec.detail) } : spec;
}

/** A screen that is one form, not a list (e.g. 机构主题): its identity and its fields. */
export type FormScreenSpec = Pick<
  ScreenSpec,
  "id" | "path" | "name" | "menuCode" | "texts" | "searches" | "uploads"
> & {
  fields: Record<string, FieldSpec>;
};

export function defineForm(spec: FormScreenSpec): FormScreenSpec {
  return spec;
}

/**
 * The usual names of a screen, all from its menu code: id and menu code `code`, path
 * `/<area>/<code>`, texts `<textsArea>.<code>` (the texts of the partner network's and the money
 * screens sit under `partner` and `money` whatever their URL's area: 交易订单's are
 * `money.transactionOrder`). A screen whose names differ otherwise (bankInfo's texts are
 * `system.bank`) spells them out.
 */
export function screenNames(
  area: string,
  code: string,
  textsArea: string = area,
): Pick<ScreenSpec, "id" | "path" | "menuCode" | "texts"> {
  return { id: code, path: `/${area}/${code}`, menuCode: code, texts: `${textsArea}.${code}` };
}

/**
 * A group's list and detail (`<group>` → <group>.list, <group>.detail): a screen that only shows
 * its rows, or, spread, one whose other entries have names of their own (`{ ...viewApi(group),
 * submit: \`${group}.save\` }`).
 */
export function viewApi<G extends string>(group: G): { list: `${G}.list`; detail: `${G}.detail` } {
  return { list: `${group}.list`, detail: `${group}.detail` };
}

/** A BladeX CRUD group's entries (`system.mcc` → system.mcc.list, .detail, .submit, .remove). */
export function crudApi<G extends string>(
  group: G,
): { list: `${G}.list`; detail: `${G}.detail`; submit: `${G}.submit`; remove: `${G}.remove` } {
  return { ...viewApi(group), submit: `${group}.submit`, remove: `${group}.remove` };
}

/** The locale key of a name under the screen's texts. */
export const textKey = (spec: Pick<ScreenSpec, "texts">, name: string) => `${spec.texts}.${name}`;

/** The label key of an option, or null when the option is shown as it is. */
export function optionKey(spec: Pick<ScreenSpec, "texts">, choices: Partial<Choices>, value: string): string | null {
  return choices.optionTexts && choices.options?.includes(value)
    ? textKey(spec, `${choices.optionTexts}.${value}`)
    : null;
}

/**
 * A row's value as the list shows it: the label of its option where the field has options
 * (else the backend's name for it, else the value itself).
 */
export function shownValue(
  spec: Pick<ScreenSpec, "texts" | "fields">,
  translate: (key: string) => string,
  row: Record<string, unknown>,
  name: string,
): string {
  const field = spec.fields?.[name];
  const value = row[name] == null ? "" : String(row[name]);
  if (!field?.options || !value) return value;
  const key = optionKey(spec, field, value);
  return key ? translate(key) : field.nameFrom ? String(row[field.nameFrom] ?? "") || value : value;
}

type PersonalSpec = Pick<ScreenSpec, "row" | "personalBy">;

/** The names of the row's personal fields (ADR 029): by their row kind, or chosen by another field. */
export function personalFields(spec: PersonalSpec): string[] {
  return [
    ...Object.entries(spec.row).flatMap(([name, kind]) => (isPersonalKind(kind) ? [name] : [])),
    ...Object.keys(spec.personalBy ?? {}),
  ];
}

/** A field's personal kind in this row, or null when it is none. */
export function personalKindOf(spec: PersonalSpec, name: string, row: Record<string, unknown>): PersonalKind | null {
  const kind = spec.row[name];
  if (kind && isPersonalKind(kind)) return kind;
  const chosen = spec.personalBy?.[name];
  return chosen ? (chosen.kinds[String(row[chosen.by] ?? "")] ?? null) : null;
}

/** The sortable backend names, from the columns. */
export function sortableOf(spec: Pick<ScreenSpec, "columns">): string[] {
  return spec.columns.flatMap((column) => (column.sort ? [column.sort === true ? column.key : column.sort] : []));
}

/** A regex source as the whole-value test both sides use (HTML `pattern` is anchored the same way). */
export const wholeValue = (source: string) => new RegExp(`^(?:${source})$`, "u");
