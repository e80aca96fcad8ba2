/**
 * The server side of a screen descriptor (kit/shared/screen.ts): its list query (filter and
 * sort whitelists), its rows read from the backend, the zod schema of its form, its loader,
 * and its create/update/delete/batch-delete intents. A screen's special parts (a cross-field
 * rule, another backend path) are options here, not a copy of the whole.
 */
import { toEntry } from "@contract";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  type AnyScreen,
  type FieldSpec,
  type RowFieldKind,
  type RowOf,
  type RowSpec,
  type ScreenSpec,
  sortableOf,
  textKey,
  wholeValue,
} from "~/kit/shared/screen";
import type { ListQuery, PageOf } from "~/kit/shared/query";
import { DEFAULT_TIME_ZONE, PERIODS, periodDays, periodOf } from "~/lib/period";
import { fileRefs } from "~/lib/file-ref";
import { isPersonalKind } from "~/lib/personal-data";
import { type Operator, operatorContext } from "~/server/auth.server";
import { batchAction, collectIds, DONE, type IntentHandler, kitAction, listUrl, saveForm } from "./action.server";
import { redirectWithFlash } from "./flash.server";
import { count, fetchDetail, fetchPage, type Loaded, text } from "./page.server";
import { keepStoredPersonal, maskedPage, revealIntent, shownDetail } from "./personal.server";
import { backendParams, choiceFilter, dayFilter, readListQuery, textFilter } from "./query.server";
import { choice, requiredText, rowIdField } from "./schema.server";
import { periodCorrection, withAppliedPeriods } from "./period.server";
import { loadListScreen, requireScreen } from "./screen.server";

/** A choice the loader offered: an id. */
const idFilter = z
  .string()
  .trim()
  .regex(/^[\w.-]{1,64}$/)
  .catch("");

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The screen's list state from the URL: only its filters, only its sortable columns, a custom
 * period's days as the list applies them (period.server.ts).
 */
export function readScreenQuery(spec: AnyScreen, request: Request): ListQuery {
  return withAppliedPeriods(spec, urlQuery(spec, request));
}

/** The screen's list state as the URL writes it. */
function urlQuery(spec: AnyScreen, request: Request): ListQuery {
  const filters: Record<string, z.ZodType<string, unknown>> = {};
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    filters[name] =
      filter.kind === "select"
        ? filter.options
          ? choiceFilter(filter.options)
          : idFilter
        : filter.kind === "date"
          ? dayFilter
          : filter.kind === "period"
            ? choiceFilter(PERIODS)
            : textFilter(filter.max);
  }
  return readListQuery(new URL(request.url).searchParams, {
    filters,
    sortable: sortableOf(spec),
    defaultSize: spec.defaultSize,
  });
}

/**
 * The backend params of the screen's list: paging, sort and the set filters, a day that bounds
 * a time range sent as its first or last second, a period as the days it means (today unless
 * chosen) in the tenant's zone, as `startTime` and `endTime`.
 */
export function screenParams(
  spec: AnyScreen,
  query: ListQuery,
  now = new Date(Date.now()),
  timeZone = DEFAULT_TIME_ZONE,
): Record<string, string | number> {
  const params = backendParams(query);
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    if (filter.kind === "date" && filter.bound && params[name])
      params[name] = `${params[name]} ${filter.bound === "start" ? "00:00:00" : "23:59:59"}`;
  }
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    if (filter.kind !== "period") continue;
    const chosen = { from: query.filters[filter.from] || undefined, to: query.filters[filter.to] || undefined };
    const days = periodDays(periodOf(query.filters[name], chosen), now, timeZone, chosen);
    for (const key of [name, filter.from, filter.to]) delete params[key];
    if (days.from) params.startTime = `${days.from} 00:00:00`;
    params.endTime = `${days.to} 23:59:59`;
  }
  return params;
}

/**
 * A backend row as the page shows it (null without an id: such a row is left out): a screen's, or
 * any row described by its fields' kinds (e.g. a dialog's sub-list, `{ row: { orderNo: "text" } }`).
 */
export function rowReader<R extends RowSpec>(spec: Pick<ScreenSpec<R>, "row" | "key">) {
  return (raw: Record<string, unknown>): RowOf<R> | null => {
    const id = text(raw[spec.key ?? "id"]);
    if (!id) return null;
    const row: Record<string, string | number | null> = { id };
    for (const [name, kind] of Object.entries(spec.row)) row[name] = fieldValue(kind, raw[name]);
    return row as RowOf<R>;
  };
}

/**
 * A backend field read by its kind: text (null → ""), a number (null, "" or -1 → null), a code (a
 * number as text), file references; personal data as text, whole (the loader masks it as it
 * leaves: personal.server.ts).
 */
export function fieldValue(kind: RowFieldKind, value: unknown): string | number | null {
  if (kind === "text" || kind === "freeText" || isPersonalKind(kind)) return text(value);
  if (kind === "files") return fileRefs(text(value)).join(",");
  const n = count(value);
  return kind === "number" ? n : n == null ? "" : String(n);
}

function fieldSchema(spec: Pick<AnyScreen, "texts">, field: FieldSpec): z.ZodType {
  if ((field.kind === "select" || field.kind === "radio") && field.options?.length) {
    const values = choice(field.options as [string, ...string[]]);
    return field.required ? values : values.optional();
  }
  if (field.kind === "switch") {
    // The last of repeated values: a switch posts its hidden "0" and, when on, "1".
    const last = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);
    return z.preprocess(last, z.enum(["0", "1"], { error: "kit.validation.choice" }).optional());
  }
  if (field.kind === "number") {
    const number = z.coerce
      .number({ error: "kit.validation.integer" })
      .int("kit.validation.integer")
      .min(field.min ?? 0, "kit.validation.integer")
      .max(field.max ?? 99_999, "kit.validation.tooLong");
    return field.required ? number : number.optional();
  }
  if (field.kind === "image") {
    // A file reference (ADR 030), never a path or URL the browser made up.
    const ref = z
      .string()
      .trim()
      .regex(/^(\d{1,32})?$/, "kit.validation.format");
    return field.required ? ref.min(1, "kit.validation.required") : ref.optional();
  }
  const max = field.max ?? 200;
  let value = field.required ? requiredText(max) : z.string().trim().max(max, "kit.validation.tooLong");
  if (field.pattern) value = value.regex(wholeValue(field.pattern.source), textKey(spec, field.pattern.message));
  return field.required ? value : value.optional();
}

/** The form's schema: every field by its spec, and the row id (given on update, absent on create). */
export function formSchema(spec: Pick<AnyScreen, "texts" | "fields">) {
  const shape: Record<string, z.ZodType> = { id: rowIdField.optional() };
  for (const [name, field] of Object.entries(spec.fields ?? {})) shape[name] = fieldSchema(spec, field);
  return z.object(shape);
}

/** The backend params of the screen's list (paging, sort, set filters). */
export type ParamsOf = (query: ListQuery) => Record<string, string | number>;

export type LoadOptions<Row, Extra extends Record<string, unknown>> = {
  /** Backend params from the query (default: screenParams). */
  params?: ParamsOf;
  /** The list, when it is not the descriptor's paged list (e.g. an invalid range answered at once). */
  list?: (query: ListQuery, operator: Operator) => Promise<Loaded<PageOf<Row>>> | null;
  /** The detail, when it is not the descriptor's path (null: none, e.g. the operator may not see it). */
  detail?: ((id: string, operator: Operator) => Promise<Loaded<Row | null>>) | null;
  /**
   * May the operator change this row (e.g. their data scope, ADR 009)? Only then does the edit
   * form get its personal fields whole (ADR 029); the partner screens' details refuse other rows already.
   */
  editable?: (row: Row) => boolean;
  extra?: Extra | Promise<Extra>;
};

/** The screen's loader: list and (when a dialog names a row) detail in parallel, then the kit's additions. */
export function loadScreen<R extends RowSpec, Extra extends Record<string, unknown> = Record<string, never>>(
  spec: ScreenSpec<R>,
  { request, context }: Args,
  given: LoadOptions<RowOf<R>, Extra> | ((query: ListQuery) => LoadOptions<RowOf<R>, Extra>) = {},
) {
  // Days the list would not apply (after today, a start after the end): to the days applied, said so.
  const corrected = periodCorrection(spec, request, urlQuery(spec, request));
  if (corrected)
    return Promise.all([requireScreen(context), corrected]).then(([, response]) => Promise.reject(response));
  const operator = context.get(operatorContext);
  const query = readScreenQuery(spec, request);
  const options = typeof given === "function" ? given(query) : given;
  const toRow = rowReader(spec);
  const params = options.params ? options.params(query) : screenParams(spec, query);
  const detailPath = spec.api.detail;
  const list = options.list?.(query, operator) ?? fetchPage(operator, spec.api.list, params, query, toRow);
  // Without a detail path, a dialog's row is the one on the page it was opened from.
  const fromPage = async (id: string) => {
    const loaded = await list;
    return { value: loaded.value.records.find((row) => row.id === id) ?? null, error: loaded.error };
  };
  const detail =
    options.detail === null
      ? undefined
      : options.detail
        ? (id: string) => options.detail!(id, operator)
        : detailPath
          ? (id: string) => fetchDetail(operator, detailPath, { id }, toRow)
          : fromPage;
  // Personal data leaves masked (ADR 029): every row of the list; the dialog's row but in an edit form of a row the operator may change.
  const shown = detail
    ? async (id: string) => {
        const loaded = await detail(id);
        return { ...loaded, value: loaded.value && shownDetail(spec, operator, query, loaded.value, options.editable) };
      }
    : undefined;
  return loadListScreen(request, context, spec, {
    query,
    list: maskedPage(spec, list),
    detail: shown,
    extra: options.extra ? Promise.resolve(options.extra) : undefined,
  });
}

export type ActionOptions = {
  /** The form schema with the screen's own rules (default: the descriptor's), or one per intent. */
  schema?: z.ZodType | { create: z.ZodType; update: z.ZodType };
  /** How a saved form reaches the backend (default: POST api.submit as JSON). */
  send?: (value: Record<string, unknown>, operator: Operator, intent: "create" | "update") => Promise<unknown>;
  /** How one row is removed (default: POST api.remove?ids=). */
  remove?: (id: string, operator: Operator) => Promise<unknown>;
  /** More intents beside the kit's. */
  intents?: (operator: Operator) => Record<string, IntentHandler>;
  /**
   * The row as the screen's loader reads it (default: api.detail), within the operator's scope:
   * 查看完整 shows a field of it, and a save that sends a masked value back keeps its value (ADR 029).
   */
  detail?: (id: string, operator: Operator) => Promise<Loaded<Record<string, unknown> | null>>;
};

/**
 * The screen's action: create and update (when the descriptor has fields and the buttons),
 * delete and batch delete (when it has a delete button), plus the screen's own intents. Each
 * checks its button code on the server.
 */
export function screenAction(spec: AnyScreen, { request, context }: Args, options: ActionOptions = {}) {
  const operator = context.get(operatorContext);
  const { buttons, api } = spec;
  const given = options.schema ?? formSchema(spec);
  const schemas = (
    given instanceof z.ZodType
      ? { create: withId(given as z.ZodObject, false), update: withId(given as z.ZodObject, true) }
      : given
  ) as Record<"create" | "update", z.ZodObject>;
  const sensitive = Object.entries(spec.fields ?? {}).flatMap(([name, field]) => (field.sensitive ? [name] : []));
  const toRow = rowReader(spec as ScreenSpec);
  const detail = (id: string) =>
    options.detail
      ? options.detail(id, operator)
      : api.detail
        ? fetchDetail(operator, api.detail, { id }, toRow)
        : Promise.resolve({ value: null, error: null });
  const send = (intent: "create" | "update") => (value: Record<string, unknown>) =>
    options.send ? options.send(value, operator, intent) : operator.api.call(toEntry(api.submit!), { json: value });
  // A masked value posted back is the stored one, never a new value (ADR 029).
  const unmask = (intent: "create" | "update") => (input: FormData) =>
    keepStoredPersonal(spec, input, async () => {
      const id = rowIdField.safeParse(input.get("id"));
      return intent === "update" && id.success ? (await detail(id.data)).value : null;
    });
  const remove = (id: string) =>
    options.remove ? options.remove(id, operator) : operator.api.call(toEntry(api.remove!), { query: { ids: id } });
  const save = (intent: "create" | "update", rowSchema: z.ZodObject): IntentHandler => ({
    permission: (intent === "create" ? buttons.create : buttons.edit)!,
    run: (ctx) =>
      saveForm(ctx, {
        schema: rowSchema,
        menuCode: spec.menuCode,
        sensitive,
        prepare: unmask(intent),
        send: send(intent),
      }),
  });
  const intents: Record<string, IntentHandler> = {};
  if (spec.fields && buttons.create) intents.create = save("create", schemas.create);
  if (spec.fields && buttons.edit) intents.update = save("update", schemas.update);
  if (buttons.delete) {
    intents.delete = {
      permission: buttons.delete,
      run: async (ctx) => {
        const id = rowIdField.safeParse(ctx.formData.get("id"));
        await remove(id.success ? id.data : "0");
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    };
  }
  if (buttons.delete && buttons.batchDelete) {
    intents["batch-delete"] = {
      permission: buttons.delete,
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: () => {
            const { current: _c, size: _s, ...filters } = screenParams(spec, readScreenQuery(spec, request));
            return collectIds(operator, api.list, filters, 1000, spec.key);
          },
          runOne: remove,
          retryWhileProgress: Boolean(spec.tree),
        }),
    };
  }
  if (buttons.viewFull) intents.reveal = revealIntent(spec, operator, detail);
  return kitAction(request, operator, { ...intents, ...options.intents?.(operator) }, writeOnlyFields(spec));
}

/** The descriptor's password fields: a failed form never echoes what was typed in them. */
function writeOnlyFields(spec: AnyScreen): string[] {
  return Object.entries(spec.fields ?? {})
    .filter(([, field]) => field.kind === "password")
    .map(([name]) => name);
}

/** The schema with the row id required (update) or left out (create). */
function withId(schema: z.ZodObject, required: boolean): z.ZodObject {
  if (!("id" in schema.shape)) return required ? schema.extend({ id: rowIdField }) : schema;
  return required ? schema.required({ id: true }) : schema.omit({ id: true });
}
