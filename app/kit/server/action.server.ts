/**
 * The write side of every list screen: one action per route that dispatches on `intent`,
 * checks the intent's button permission on the server (a forged request gets 403), validates
 * with zod, drops fields the operator's role may not change, runs the sensitive-word check,
 * cleans the payload (spec §5) and calls the backend. A failure answers with every typed value
 * and the errors by field; a success redirects back to the list with 操作成功.
 */
import { type AnyEntry, type EntryName, toEntry } from "@contract";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { type z, ZodOptional, ZodString } from "zod";
import type { FormMessageView } from "~/lib/i18n";
import { requirePermission } from "~/kit/server/permissions.server";
import { cleanForm } from "~/lib/form-cleaning";
import { visiblePath } from "~/lib/request-path";
import { type Operator, operatorContext } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { redirectWithFlash } from "./flash.server";
import type { ImageVariant } from "~/kit/shared/image-rules";
import type { FilePurpose } from "~/lib/file-ref";
import { containsSensitiveWord } from "./sensitive.server";
import { uploadImage } from "./upload.server";
import { readForm } from "~/server/read-form.server";

export type BatchFailure = { id: string; message: FormMessageView };

/**
 * A refusal the console makes itself before calling the backend (a row outside the operator's
 * data scope, ADR 009): the form answers with its words and status, everything typed kept;
 * in a batch it is that row's failure.
 */
export class ActionRefused extends Error {
  constructor(
    readonly view: FormMessageView,
    readonly status = 403,
    /** The fields the refusal is about (e.g. a masked value sent back as new, ADR 029). */
    readonly fields: Record<string, FormMessageView> = {},
  ) {
    super("key" in view ? view.key : view.text);
    this.name = "ActionRefused";
  }
}

export type KitActionData = {
  intent: string;
  /** What was typed, echoed so a failed form loses nothing. */
  values: Record<string, string | string[]>;
  fieldErrors: Record<string, FormMessageView>;
  formError: FormMessageView | null;
  /** A batch intent waiting for its confirmation: the rows it will touch. */
  confirm: { intent: string; ids: string[]; all: boolean } | null;
  /** A batch that ran with failures, row by row. */
  batch: { intent: string; done: number; failed: BatchFailure[] } | null;
  /** 查看完整: one personal field of one row, whole (ADR 029). */
  revealed: { id: string; field: string; value: string } | null;
  at: number;
};

export type IntentContext = {
  request: Request;
  formData: FormData;
  operator: Operator;
  intent: string;
  /** Write-only fields (passwords, secrets): never echoed back to the page (ADR 026, 027). */
  writeOnly?: ReadonlySet<string>;
};

export type IntentHandler = {
  /** The button code the intent needs; null for intents every viewer of the screen may use. */
  permission: string | null;
  run(ctx: IntentContext): Promise<Response | KitActionData>;
};

const RESERVED = new Set(["intent", "confirmed", "scope"]);

export function answer(
  ctx: Pick<IntentContext, "intent" | "formData" | "writeOnly">,
  state: Partial<KitActionData>,
  status = 400,
) {
  const full: KitActionData = {
    intent: ctx.intent,
    values: echo(ctx.formData, ctx.writeOnly),
    fieldErrors: {},
    formError: null,
    confirm: null,
    batch: null,
    revealed: null,
    at: Date.now(),
    ...state,
  };
  return data(full, { status }) as unknown as KitActionData;
}

function echo(formData: FormData, writeOnly?: ReadonlySet<string>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    if (RESERVED.has(key) || writeOnly?.has(key)) continue;
    const all = formData.getAll(key).filter((v): v is string => typeof v === "string");
    if (all.length === 0) continue;
    values[key] = all.length === 1 ? all[0]! : all;
  }
  return values;
}

/** A zod message is a locale key ("kit.validation.required") or a text to show as it is. */
export function messageView(message: string): FormMessageView {
  return /^[a-z][\w]*(\.[\w]+)+$/.test(message) ? ({ key: message } as FormMessageView) : { text: message };
}

/** The list the operator came from: the same URL without its dialog. */
export function listUrl(request: Request): string {
  const url = new URL(visiblePath(request), "http://x");
  url.searchParams.delete("dialog");
  url.searchParams.delete("id");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

export const DONE: FormMessageView = { key: "kit.done" };

/**
 * Dispatches the form's intent; unknown intents are refused, backend failures become a form error.
 * `writeOnly` names the fields whose typed values a failed form does not echo (passwords, secrets).
 */
export async function kitAction(
  request: Request,
  operator: Operator,
  intents: Record<string, IntentHandler>,
  writeOnly: Iterable<string> = [],
) {
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const handler = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  const ctx: IntentContext = { request, formData, operator, intent, writeOnly: new Set(writeOnly) };
  if (!handler) return answer(ctx, { formError: { key: "kit.unknownIntent" } });
  if (handler.permission) requirePermission(operator, handler.permission);
  try {
    return await handler.run(ctx);
  } catch (error) {
    // Every typed value comes back with the backend's words, or the spec's text when it could not answer.
    if (error instanceof BackendError) return answer(ctx, { formError: error.view }, error.network ? 503 : 400);
    if (error instanceof ActionRefused)
      return answer(ctx, { formError: error.view, fieldErrors: error.fields }, error.status);
    throw error;
  }
}

/**
 * A screen's own action (a form's 保存, a tree's edits): its intents, made for the route's
 * operator, dispatched as `kitAction` dispatches them.
 */
export function screenIntents(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  intents: (operator: Operator) => Record<string, IntentHandler>,
) {
  const operator = context.get(operatorContext);
  return kitAction(request, operator, intents(operator));
}

export type SaveOptions<S extends z.ZodObject> = {
  schema: S;
  /** The menu code whose disabled fields (spec §6) apply: those fields are ignored. */
  menuCode: string;
  /** Fields checked against the sensitive-word list (spec §5). */
  sensitive?: (keyof z.infer<S> & string)[];
  /** Image fields: without JavaScript their file arrives as `<name>$file` and is uploaded here, for its purpose (ADR 030). */
  images?: Partial<Record<keyof z.infer<S> & string, { variant: ImageVariant; purpose: FilePurpose }>>;
  send(value: Partial<z.infer<S>>): Promise<unknown>;
  /** Runs on the posted fields before they are validated (personal data posted masked: the stored value, ADR 029); may refuse. */
  prepare?(input: FormData): Promise<void>;
  /** Where a success goes (default: the list without the dialog). */
  done?: string;
};

/** Validates and sends a create/edit form; see the module comment. */
export async function saveForm<S extends z.ZodObject>(
  ctx: IntentContext,
  options: SaveOptions<S>,
): Promise<Response | KitActionData> {
  const disabled = new Set(
    (ctx.operator.record.permissions?.disabledFields ?? [])
      .filter((key) => key.startsWith(`${options.menuCode}.`))
      .map((key) => key.slice(options.menuCode.length + 1)),
  );
  const input = new FormData();
  for (const [key, value] of ctx.formData) if (!disabled.has(key) && !key.endsWith("$file")) input.append(key, value);
  const uploadErrors: Record<string, FormMessageView> = {};
  for (const [name, image] of Object.entries(options.images ?? {}) as [
    string,
    { variant: ImageVariant; purpose: FilePurpose },
  ][]) {
    const file = ctx.formData.get(`${name}$file`);
    if (disabled.has(name) || !(file instanceof File) || file.size === 0) continue;
    const outcome = await uploadImage(ctx.operator, file, image.variant, image.purpose);
    if ("ref" in outcome) input.set(name, outcome.ref);
    else
      uploadErrors[name] =
        "error" in outcome ? ({ key: `kit.upload.${outcome.error}` } as FormMessageView) : { text: outcome.failure };
  }
  if (Object.keys(uploadErrors).length) return answer(ctx, { fieldErrors: uploadErrors });
  await options.prepare?.(input);
  const submission = parseWithZod(input, { schema: options.schema });
  // The sensitive-word check runs alongside validation, so every error shows at once.
  const sensitive = (options.sensitive ?? []).filter(
    (name) => !disabled.has(name) && String(input.get(name) ?? "").trim(),
  );
  const hits = await Promise.all(sensitive.map((name) => containsSensitiveWord(ctx.operator, String(input.get(name)))));
  const fieldErrors: Record<string, FormMessageView> = {};
  sensitive.forEach((name, i) => {
    if (hits[i]) fieldErrors[name] = { key: "kit.sensitive" } as FormMessageView;
  });
  if (submission.status !== "success") {
    for (const [field, messages] of Object.entries(submission.error ?? {})) {
      if (field && messages?.[0] && !fieldErrors[field]) fieldErrors[field] = messageView(messages[0]);
    }
    return answer(ctx, { fieldErrors });
  }
  if (Object.keys(fieldErrors).length) return answer(ctx, { fieldErrors });
  const value = submission.value as Record<string, unknown>;
  for (const name of disabled) delete value[name];
  const cleaned = cleanForm(value) as Record<string, unknown>;
  // Spec §5 cleaning drops empty values, and the backend keeps what it is not sent: on an
  // edit, an optional text field the operator emptied is sent as "" so that it is cleared.
  if (ctx.intent === "update") {
    for (const [name, field] of Object.entries(options.schema.shape)) {
      const optionalText = field instanceof ZodOptional && field.unwrap() instanceof ZodString;
      if (optionalText && !disabled.has(name) && ctx.formData.has(name) && !(name in cleaned)) cleaned[name] = "";
    }
  }
  await options.send(cleaned as Partial<z.infer<S>>);
  return redirectWithFlash(options.done ?? listUrl(ctx.request), { ...DONE, tone: "success" });
}

export type BatchOptions = {
  /** All rows matching the list's current filter (for "all N rows"), at most `limit`. */
  resolveAll?: () => Promise<string[]>;
  runOne(id: string): Promise<unknown>;
  limit?: number;
  /**
   * Tree rows: a parent can only go once its children have, and the rows run in parallel, so
   * rows that failed are tried again, one by one, as long as the pass before freed something.
   */
  retryWhileProgress?: boolean;
};

const BATCH_CONCURRENCY = 4;

/**
 * A batch intent in two steps: without `confirmed=1` it answers the rows it would touch (the
 * page shows a confirmation with their count); with it, it runs row by row and reports each
 * failure, or redirects with 操作成功 when every row succeeded.
 */
export async function batchAction(ctx: IntentContext, options: BatchOptions): Promise<Response | KitActionData> {
  const limit = options.limit ?? 1000;
  const all = ctx.formData.get("scope") === "all" && Boolean(options.resolveAll);
  const chosen = all
    ? await options.resolveAll!()
    : ctx.formData.getAll("ids").filter((id): id is string => typeof id === "string" && /^[\w.-]{1,64}$/.test(id));
  const ids = [...new Set(chosen)].slice(0, limit);
  if (ids.length === 0) return answer(ctx, { formError: { key: "kit.noneSelected" } });
  if (ctx.formData.get("confirmed") !== "1") return answer(ctx, { confirm: { intent: ctx.intent, ids, all } }, 200);

  let done = 0;
  const pass = async (rows: string[], concurrency: number) => {
    const failures: BatchFailure[] = [];
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const id = rows[next++]!;
        try {
          await options.runOne(id);
          done++;
        } catch (error) {
          if (error instanceof BackendError) failures.push({ id, message: error.view });
          else if (error instanceof ActionRefused) failures.push({ id, message: error.view });
          else throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
    return failures;
  };
  let failed = await pass(ids, BATCH_CONCURRENCY);
  while (options.retryWhileProgress && failed.length > 0 && failed.length < ids.length) {
    const before = done;
    failed = await pass(
      failed.map((f) => f.id),
      1,
    );
    if (done === before) break;
  }
  if (failed.length === 0) {
    return redirectWithFlash(listUrl(ctx.request), { key: "kit.batchDone", values: { count: done }, tone: "success" });
  }
  failed.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return answer(ctx, { batch: { intent: ctx.intent, done, failed } }, 200);
}

/** Pages through a list with the given params and collects the ids (for "all N matching"). */
export async function collectIds(
  operator: Operator,
  list: AnyEntry | EntryName,
  params: Record<string, string | number | undefined>,
  limit = 1000,
  key = "id",
): Promise<string[]> {
  const ids: string[] = [];
  const size = 100;
  for (let current = 1; ids.length < limit; current++) {
    const page = (await operator.api.exportPage(toEntry(list), [key], { query: { ...params, current, size } })) as {
      records?: Record<string, unknown>[];
      pages?: unknown;
    } | null;
    for (const row of page?.records ?? []) if (row?.[key] != null && row[key] !== "") ids.push(String(row[key]));
    if (!page?.records?.length || current >= (Number(page.pages) || 0)) break;
  }
  return ids.slice(0, limit);
}
