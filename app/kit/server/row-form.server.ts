/** What the screens' row dialogs share on the server (退款, 审核, 冻结, 办理, …): the posted fields, and zod's issues as the form's errors. */
import type { z } from "zod";
import { answer, type IntentHandler, messageView } from "~/kit/server/action.server";
import type { FormMessageView } from "~/lib/i18n";

/** The form's text fields (files and repeated names aside). */
export function formOf(formData: FormData): Record<string, string> {
  return Object.fromEntries([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** zod's issues by field, the dialog's row id (never a field of it) as the form's own error. */
export function invalid(ctx: Parameters<IntentHandler["run"]>[0], error: z.ZodError) {
  const fieldErrors: Record<string, FormMessageView> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "");
    if (name && !fieldErrors[name]) fieldErrors[name] = messageView(issue.message);
  }
  const { id, ...rest } = fieldErrors;
  return answer(ctx, { fieldErrors: rest, formError: id ?? null });
}
