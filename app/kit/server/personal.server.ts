/**
 * Personal data on the server (issue 30, ADR 029): a descriptor's personal fields (its row kinds
 * `mobile`, `bankCard`, `idNumber`, `email`) leave the Worker masked, whatever the loader, list,
 * detail or file. Whole only where the operator edits the row (the edit form of a row they may
 * change), in 查看完整 (one field of one row, the screen's `viewFull` button, recorded in the usual
 * log) and in a file of an operator holding the screen's `exportFull` button (recorded too).
 */
import { log } from "@contract";
import type { FormMessageView } from "~/lib/i18n";
import { looksMasked, maskFreeText, maskPersonal, type PersonalKind } from "~/lib/personal-data";
import { isFieldDisabled } from "~/kit/shared/permissions";
import type { ListQuery, PageOf } from "~/kit/shared/query";
import { type AnyScreen, personalFields, personalKindOf } from "~/kit/shared/screen";
import type { Operator } from "~/server/auth.server";
import { ActionRefused, answer, type IntentHandler } from "./action.server";
import { type Loaded, text } from "./page.server";
import { can } from "./permissions.server";
import { rowIdField } from "./schema.server";

type Spec = Pick<AnyScreen, "row" | "personalBy">;
type AnyRow = Record<string, unknown>;

/** A descriptor's personal and free-text fields, worked out once per descriptor (a list or export masks every row). */
const fieldsBySpec = new WeakMap<Spec, { personal: string[]; free: string[] }>();

function maskedFields(spec: Spec) {
  let known = fieldsBySpec.get(spec);
  if (!known) {
    known = {
      personal: personalFields(spec),
      free: Object.entries(spec.row).flatMap(([name, kind]) => (kind === "freeText" ? [name] : [])),
    };
    fieldsBySpec.set(spec, known);
  }
  return known;
}

const NONE_WHOLE: ReadonlySet<string> = new Set();

/** The row with its personal fields (and free text) masked, but those named in `whole`. */
export function maskRow<Row extends AnyRow>(spec: Spec, row: Row, whole: ReadonlySet<string> = NONE_WHOLE): Row {
  const { personal, free } = maskedFields(spec);
  if (personal.length === 0 && free.length === 0) return row;
  return masked(spec, { ...row }, whole);
}

/**
 * A row the caller made and owns (an export's cells of a backend row) masked as maskRow masks
 * it, in place: a million rows, no copy each.
 */
export function maskOwnRow<Row extends AnyRow>(spec: Spec, row: Row): Row {
  return masked(spec, row, NONE_WHOLE);
}

function masked<Row extends AnyRow>(spec: Spec, row: Row, whole: ReadonlySet<string>): Row {
  const { personal, free } = maskedFields(spec);
  // A personal field's kind is read from the row as it came (another field may choose it).
  const kinds = personal.length ? personal.map((name) => personalKindOf(spec, name, row)) : [];
  const out: AnyRow = row;
  for (const name of free) if (!whole.has(name) && typeof out[name] === "string") out[name] = maskFreeText(out[name]);
  personal.forEach((name, i) => {
    const kind = kinds[i];
    if (kind && !whole.has(name) && out[name] != null && out[name] !== "") out[name] = maskPersonal(kind, out[name]);
  });
  return row;
}

/** A loaded page with every row masked. */
export async function maskedPage<Row extends AnyRow>(
  spec: Spec,
  loading: Promise<Loaded<PageOf<Row>>>,
): Promise<Loaded<PageOf<Row>>> {
  const loaded = await loading;
  return { ...loaded, value: { ...loaded.value, records: loaded.value.records.map((row) => maskRow(spec, row)) } };
}

/**
 * The dialog's row as it may leave: whole in the edit form of a row the operator may change (the
 * edit button, and `editable`, e.g. the data scope), but a field their role may not change (spec
 * §6's disabled fields, never saved); masked everywhere else.
 */
export function shownDetail<Row extends AnyRow>(
  spec: Spec & Pick<AnyScreen, "buttons" | "menuCode">,
  operator: Operator,
  query: Pick<ListQuery, "dialog">,
  row: Row,
  editable: (row: Row) => boolean = () => true,
): Row {
  const edits =
    query.dialog === "edit" && Boolean(spec.buttons.edit) && can(operator, spec.buttons.edit!) && editable(row);
  if (!edits) return maskRow(spec, row);
  const disabled = operator.record.permissions?.disabledFields ?? [];
  return maskRow(
    spec,
    row,
    new Set(personalFields(spec).filter((name) => !isFieldDisabled(disabled, spec.menuCode, name))),
  );
}

export type PersonalLogEntry = {
  /** `view`: 查看完整 of one field; `export`: a file with personal data whole. */
  action: "view" | "export";
  /** The screen's path and menu code. */
  screen: string;
  menuCode: string;
  recordId?: string;
  field?: string;
  kind?: PersonalKind;
};

/** Records a whole view or export in the usual log (日志管理 → 通用日志); a failure throws, so nothing is shown unrecorded. */
export async function recordPersonalData(operator: Operator, entry: PersonalLogEntry): Promise<void> {
  await operator.api.call(log.usual.personalData, { json: entry });
}

/** Is the field a personal one the detail shows (only those may be shown whole)? */
function revealable(spec: Spec & Pick<AnyScreen, "detail">, field: string): boolean {
  const shown = (spec.detail ?? []).some((item) => (typeof item === "string" ? item : item.name) === field);
  return shown && personalFields(spec).includes(field);
}

/**
 * 查看完整 (intent `reveal`, the screen's `viewFull` button): one field of one row whole, read
 * with the screen's own detail (so its data scope holds), recorded before it is answered.
 */
export function revealIntent(
  spec: Spec & Pick<AnyScreen, "detail" | "path" | "menuCode" | "buttons">,
  operator: Operator,
  detail: (id: string) => Promise<Loaded<AnyRow | null>>,
): IntentHandler {
  return {
    permission: spec.buttons.viewFull!,
    run: async (ctx) => {
      const id = rowIdField.safeParse(ctx.formData.get("id"));
      const field = String(ctx.formData.get("field") ?? "");
      if (!id.success || !revealable(spec, field))
        return answer(ctx, { formError: { key: "kit.personal.cannotReveal" } });
      const loaded = await detail(id.data);
      if (!loaded.value) throw new ActionRefused(loaded.error ?? { key: "kit.notFound" }, loaded.error ? 403 : 404);
      const kind = personalKindOf(spec, field, loaded.value);
      if (!kind) return answer(ctx, { formError: { key: "kit.personal.cannotReveal" } });
      await recordPersonalData(operator, {
        action: "view",
        screen: spec.path,
        menuCode: spec.menuCode,
        recordId: id.data,
        field,
        kind,
      });
      return answer(ctx, { revealed: { id: id.data, field, value: text(loaded.value[field]) } }, 200);
    },
  };
}

/**
 * A save never writes a masked value (ADR 029): a personal field posted as it was shown (the
 * stored value, or its mask) becomes the stored value again, before the form is validated; any
 * other value with a `*` (a new row's too) is refused. The stored row is read only when some
 * field looks masked.
 */
export async function keepStoredPersonal(
  spec: Spec,
  input: FormData,
  stored: () => Promise<AnyRow | null>,
): Promise<void> {
  const masked = personalFields(spec).filter((name) => looksMasked(input.get(name)));
  if (masked.length === 0) return;
  const before = await stored();
  const refused: Record<string, FormMessageView> = {};
  for (const name of masked) {
    const sent = input.get(name);
    const was = before ? text(before[name]) : "";
    const kind = before ? personalKindOf(spec, name, before) : null;
    if (before && (sent === was || (kind && sent === maskPersonal(kind, was)))) input.set(name, was);
    else refused[name] = { key: "kit.personal.maskedValue" };
  }
  if (Object.keys(refused).length) throw new ActionRefused({ key: "kit.personal.maskedValue" }, 400, refused);
}
