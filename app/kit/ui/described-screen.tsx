/**
 * A list screen drawn from its descriptor (kit/shared/screen.ts): title, filters, columns,
 * form fields with the same limits the server checks, initial values and detail all come from
 * it; a screen passes only what a descriptor cannot say (a cell with a link or badge, tabs, an
 * extra button).
 */
import type { KitActionData } from "~/kit/server/action.server";
import {
  type ColumnSpec,
  type FieldSpec,
  type FormScreenSpec,
  optionKey,
  personalFields,
  type RowOf,
  type RowSpec,
  type ScreenSpec,
  shownValue,
  textKey,
} from "~/kit/shared/screen";
import { type Translate, type TranslationKey, useT } from "~/lib/i18n";
import { exactMoney } from "~/lib/money";
import { CrudScreen, type CrudScreenProps, pageName, type ScreenLoaderData, ScreenTexts } from "./crud-screen";
import { type TreeFlags, treeOptions } from "~/kit/shared/tree-view";
import type { Column, TreeOptions } from "./data-table";
import type { FormField } from "./entity-form";
import { PERIODS } from "~/lib/period";
import { PersonalValue } from "./personal-value";
import type { FilterField, Option } from "./filter-bar";
import { usePermissions } from "./use-permissions";

type Extras<Row> = Partial<
  Pick<CrudScreenProps<Row>, "nav" | "summary" | "headerExtras" | "rowExtras" | "rowActionable" | "paged">
>;
type Values = Record<string, string | string[]>;

export type DescribedScreenProps<
  R extends RowSpec,
  D extends ScreenLoaderData<RowOf<R>> = ScreenLoaderData<RowOf<R>>,
> = ScreenParts<R> & {
  spec: ScreenSpec<R>;
  /** The loader's data: the list's, and whatever more the screen's loader sends. */
  data: D;
  actionData?: KitActionData;
  /**
   * The screen's parts that need its texts or other hooks: a hook, called on every render
   * inside the screen's texts (so `useT` there knows them), given the loader and action data.
   * Pass the hook itself (`useParts={useFreezeParts}`), not a function that calls it.
   */
  useParts?: (data: D, actionData: KitActionData | undefined) => ScreenParts<R>;
};

/** What a screen adds to its descriptor. */
export type ScreenParts<R extends RowSpec> = Extras<RowOf<R>> & {
  /** Cells a descriptor cannot say, by column key. */
  cells?: Record<string, (row: RowOf<R>) => React.ReactNode>;
  /** Detail values a descriptor cannot say, by name (given the item's label). */
  details?: Record<string, (row: RowOf<R>, label: string) => React.ReactNode>;
  /** More of the screen after the list (e.g. a dialog of its own), inside its texts. */
  children?: React.ReactNode;
  /** Choices of select filters without options of their own (sent by the loader). */
  filterOptions?: Record<string, Option[]>;
  /** Batch actions of the screen's own, before 批量删除. */
  batch?: NonNullable<CrudScreenProps<RowOf<R>>["batch"]>;
  /** Columns of the descriptor not shown now (e.g. one that only means something in a search). */
  omitColumns?: string[];
  /** The name under texts of the screen's title, when it is not its menu name. */
  title?: string;
  /** What the form needs beyond its descriptor (a parent field, another default): given the derived parts. */
  form?: {
    /** The dialog spans more of the page (a long form). */
    wide?: boolean;
    /** Labels of remote-select values already chosen (value → label). */
    remoteLabels?: (row: RowOf<R> | null) => Record<string, string>;
    fields?: (mode: "create" | "edit", row: RowOf<R> | null, fields: FormField[]) => FormField[];
    initial?: (row: RowOf<R> | null, values: Values) => Values;
    /** Read-only content above the form's fields (CrudScreen's form.aside). */
    aside?: (mode: "create" | "edit", row: RowOf<R> | null) => React.ReactNode;
  };
};

/**
 * The parts of a screen whose form needs only this beyond its descriptor: the names its remote
 * selects show for an edited row (`{ agentId: "agentName" }`: the agentId select shows the row's
 * agentName), and the values a row starts with where it has none of its own (`{ status: "1" }`).
 */
export function remoteFormParts<R extends RowSpec>(
  remoteNames: Record<string, keyof RowOf<R> & string>,
  defaults: Partial<Record<keyof RowOf<R> & string, string>>,
): () => ScreenParts<R> {
  const own = (row: RowOf<R> | null, name: keyof RowOf<R> & string) => (row?.[name] ?? "") as string;
  return () => ({
    form: {
      remoteLabels: (row) =>
        Object.fromEntries(Object.entries(remoteNames).map(([field, name]) => [field, own(row, name)])),
      initial: (row, values) => ({
        ...values,
        ...Object.fromEntries(
          (Object.entries(defaults) as [keyof RowOf<R> & string, string][]).map(([name, value]) => [
            name,
            own(row, name) || value,
          ]),
        ),
      }),
    },
  });
}

export function DescribedScreen<R extends RowSpec, D extends ScreenLoaderData<RowOf<R>> = ScreenLoaderData<RowOf<R>>>(
  props: DescribedScreenProps<R, D>,
) {
  return (
    <ScreenTexts messages={props.data.messages}>
      <DescribedBody {...props} />
    </ScreenTexts>
  );
}

/**
 * A described screen's route component: `export default describedPage(spec, useParts)` in its
 * route.tsx, the parts hook in its page.tsx. The route module checks that the loader's data fits
 * the hook with `satisfies RouteComponent<Route.ComponentProps>`.
 */
export function describedPage<R extends RowSpec, D extends ScreenLoaderData<RowOf<R>> = ScreenLoaderData<RowOf<R>>>(
  spec: ScreenSpec<R>,
  useParts?: DescribedScreenProps<R, D>["useParts"],
) {
  function DescribedPage({ loaderData, actionData }: { loaderData: D; actionData?: KitActionData }) {
    return <DescribedScreen spec={spec} data={loaderData} actionData={actionData} useParts={useParts} />;
  }
  DescribedPage.displayName = pageName(spec.id);
  return DescribedPage;
}

export type { RouteComponent } from "./crud-screen";

type Row = Record<string, unknown> & { id: string };
type TreeRow = Row & TreeFlags;

function DescribedBody<R extends RowSpec, D extends ScreenLoaderData<RowOf<R>>>(given: DescribedScreenProps<R, D>) {
  const props = { ...given, ...given.useParts?.(given.data, given.actionData) };
  const t = useT();
  const { can } = usePermissions();
  const { spec } = props;
  const { view } = spec.buttons;
  // A tree screen says in its data whether it sent a tree (a search answers flat rows).
  const tree =
    spec.tree && (props.data as { tree?: boolean }).tree
      ? treeOptions(spec.path, props.data.query, (row: TreeRow) => row.id)
      : undefined;
  const { say, options, valueOf, filters, columns } = useDescribedList(spec, {
    ...props,
    sortable: !tree || spec.tree === "sorted",
  });
  const fields = spec.fields ?? {};
  // A detail item of a money column shows as the column does.
  const moneyKeys = new Set(spec.columns.flatMap((column) => (column.format === "money" ? [column.key] : [])));
  // A personal field shows masked, with 查看完整 for an operator holding the screen's button (ADR 029).
  const personal = new Set(personalFields(spec));
  const canReveal = Boolean(spec.buttons.viewFull && can(spec.buttons.viewFull));
  const personalValue = (row: RowOf<R>, name: string, label: string) => (
    <PersonalValue
      id={row.id}
      field={name}
      label={label}
      value={valueOf(row, name)}
      canReveal={canReveal}
      state={props.actionData}
    />
  );
  const screen = (
    <CrudScreen<RowOf<R>>
      screen={spec.id}
      menuCode={spec.menuCode}
      path={spec.path}
      title={props.title ? say(props.title) : t(`menu.${spec.menuCode}` as TranslationKey)}
      {...passed(props)}
      tree={tree as TreeOptions<RowOf<R>> | undefined}
      defaultSize={spec.defaultSize}
      exportButton={spec.export}
      exportPdf={spec.exportPdf}
      backendExport={Boolean(spec.backendExport)}
      filters={filters}
      columns={columns}
      rowId={(row) => row.id}
      rowLabel={spec.rowLabel}
      buttons={{
        create: spec.buttons.create,
        edit: spec.buttons.edit,
        delete: spec.buttons.delete,
        view: typeof view === "string" ? can(view) : view,
      }}
      batch={[
        ...(props.batch ?? []),
        ...(spec.buttons.delete && spec.buttons.batchDelete
          ? [{ intent: "batch-delete", label: t("kit.batchDelete"), permission: spec.buttons.delete, danger: true }]
          : []),
      ]}
      form={
        spec.fields
          ? {
              wide: props.form?.wide,
              remoteLabels: props.form?.remoteLabels,
              aside: props.form?.aside,
              fields: (mode, row) => {
                const derived = Object.entries(fields).map(([name, field]) =>
                  formField(name, field, mode, say, options(field)),
                );
                return props.form?.fields ? props.form.fields(mode, row, derived) : derived;
              },
              initial: (row) => {
                const values: Values = Object.fromEntries(
                  Object.keys(fields).map((name) => [name, row?.[name] == null ? "" : String(row[name])]),
                );
                return props.form?.initial ? props.form.initial(row, values) : values;
              },
            }
          : undefined
      }
      detail={
        spec.detail
          ? (row) =>
              spec.detail!.map((item) => {
                const name = typeof item === "string" ? item : item.name;
                const label = say((typeof item === "string" ? undefined : item.label) ?? fields[name]?.label ?? name);
                return {
                  label,
                  value:
                    props.details?.[name]?.(row, label) ??
                    (personal.has(name)
                      ? personalValue(row, name, label)
                      : moneyKeys.has(name)
                        ? shownMoney(valueOf(row, name))
                        : valueOf(row, name)),
                  wide:
                    (typeof item !== "string" && item.wide) || fields[name]?.wide || fields[name]?.kind === "textarea",
                };
              })
          : undefined
      }
    />
  );
  return props.children ? (
    <>
      {screen}
      {props.children}
    </>
  ) : (
    screen
  );
}

/**
 * A described list's filters and columns in the page's language (and the helpers they use):
 * what DescribedScreen hands the kit's list, and what a screen that lays out its own page (the
 * message centre) hands FilterBar and DataTable.
 */
export function useDescribedList<R extends RowSpec>(
  spec: ScreenSpec<R>,
  parts: Pick<ScreenParts<R>, "cells" | "filterOptions" | "omitColumns"> & { sortable?: boolean } = {},
) {
  const t = useT();
  const say = (name: string) => t(textKey(spec, name) as TranslationKey);
  const options = (choices: Pick<FieldSpec, "options" | "optionTexts">): Option[] =>
    (choices.options ?? []).map((value) => ({ value, label: choiceLabel(t, spec, choices, value) }));
  const valueOf = (row: Row, name: string) => shownValue(spec, (key) => t(key as TranslationKey), row, name);
  const filters = Object.entries(spec.filters ?? {}).map(([name, filter]): FilterField => ({
    name,
    label: say(filter.label ?? name),
    kind: filter.kind ?? "text",
    options:
      filter.kind === "select"
        ? filter.options
          ? options(filter)
          : (parts.filterOptions?.[name] ?? [])
        : filter.kind === "period"
          ? PERIODS.map((value) => ({ value, label: t(`kit.period.${value}` as TranslationKey) }))
          : undefined,
    period: filter.kind === "period" ? { from: filter.from, to: filter.to } : undefined,
    required: filter.kind === "select" && filter.required ? true : undefined,
    placeholder:
      (filter.kind ?? "text") === "text" && "placeholder" in filter && filter.placeholder
        ? say(filter.placeholder)
        : undefined,
  }));
  // Personal data (masked by the loader) reads as code: monospace.
  const personal = new Set(personalFields(spec));
  const columns = spec.columns
    .filter((column) => !parts.omitColumns?.includes(column.key))
    .map((given) => {
      const column: ColumnSpec = {
        ...given,
        mono: given.mono ?? (personal.has(given.key) ? true : undefined),
        sort: parts.sortable === false ? undefined : given.sort,
      };
      return columnOf<RowOf<R>>(column, say, parts.cells?.[column.key], (row) =>
        valueOf(row, column.option ?? column.key),
      );
    });
  return { say, options, valueOf, filters, columns };
}

/** What the screen hands to CrudScreen as it is. */
function passed<R extends RowSpec, D extends ScreenLoaderData<RowOf<R>>>({
  data,
  actionData,
  nav,
  summary,
  headerExtras,
  rowExtras,
  rowActionable,
  paged,
}: DescribedScreenProps<R, D>) {
  return { data, actionData, nav, summary, headerExtras, rowExtras, rowActionable, paged };
}

/** An option's label in the page's language (the value itself when it has no text, or is unknown). */
function choiceLabel(
  t: Translate,
  spec: Pick<ScreenSpec, "texts">,
  choices: Pick<FieldSpec, "options" | "optionTexts">,
  value: string,
): string {
  const key = optionKey(spec, choices, value);
  return key ? t(key as TranslationKey) : value;
}

function columnOf<R>(
  column: ColumnSpec,
  say: (name: string) => string,
  cell: ((row: R) => React.ReactNode) | undefined,
  valueOf: (row: Row) => string,
): Column<R> {
  return {
    key: column.key,
    label: say(column.label ?? column.key),
    sort: column.sort ? (column.sort === true ? column.key : column.sort) : undefined,
    hideable: column.fixed ? false : undefined,
    // A monospace column styles its cell (no element of its own per row).
    cellClassName: column.mono && !cell ? "font-mono" : undefined,
    cell:
      cell ??
      (column.format === "money" ? (row) => shownMoney(valueOf(row as Row)) : (row) => valueOf(row as Row) || "—"),
  };
}

/** Money as spec §5 shows it: empty or 0 as 0.00, otherwise two decimals (on its digits, not a float). */
const shownMoney = (value: string) => exactMoney(value) ?? "0.00";

function formField(
  name: string,
  field: FieldSpec,
  mode: "create" | "edit",
  say: (name: string) => string,
  options: Option[],
): FormField {
  return {
    name,
    label: say(field.label ?? name),
    kind: field.kind ?? "text",
    required: field.required,
    maxLength:
      field.kind &&
      ["number", "select", "radio", "checkboxes", "switch", "remote", "image", "hidden"].includes(field.kind)
        ? undefined
        : (field.max ?? 200),
    remote: field.remote,
    image: field.image,
    purpose: field.purpose,
    pattern: field.pattern?.source,
    min: field.kind === "number" ? (field.min ?? 0) : undefined,
    max: field.kind === "number" ? field.max : undefined,
    hint: field.hint ? say(field.hint) : undefined,
    placeholder: field.placeholder ? say(field.placeholder) : undefined,
    options: field.options ? options : undefined,
    sensitive: field.sensitive,
    readOnly: mode === "edit" && field.fixedOnEdit,
    wide: field.wide,
  };
}

/** A form screen's fields for EntityForm, from its descriptor (labels, limits and choices in the page's language). */
export function useDescribedFields(spec: FormScreenSpec, mode: "create" | "edit" = "edit"): FormField[] {
  const t = useT();
  const say = (name: string) => t(textKey(spec, name) as TranslationKey);
  return Object.entries(spec.fields).map(([name, field]) =>
    formField(
      name,
      field,
      mode,
      say,
      (field.options ?? []).map((value) => ({ value, label: choiceLabel(t, spec, field, value) })),
    ),
  );
}
