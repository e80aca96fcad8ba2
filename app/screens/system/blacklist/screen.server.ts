/** 黑名单's own rule: the value's form depends on its type (as the backend checks it), so the error sits under the field. */
import { z } from "zod";
import { formSchema } from "~/kit/server/described.server";
import { type BLACKLIST_TYPES, blacklistScreen } from "./screen";

const VALUE_RULES: Record<(typeof BLACKLIST_TYPES)[number], RegExp> = {
  "1": /^1[3-9]\d{9}$/,
  "2": /^\d{17}[\dXx]$/,
  "3": /^\d{12,19}$/,
  "4": /^.{1,32}$/u,
};

export const blacklistSchema = formSchema(blacklistScreen)
  .omit({ id: true })
  .extend({
    // Spaces typed inside a number are dropped before it is checked.
    value: z
      .string({ error: "kit.validation.required" })
      .transform((v) => v.replace(/\s+/g, ""))
      .pipe(z.string().min(1, "kit.validation.required")),
  })
  .superRefine((form, ctx) => {
    const rule = VALUE_RULES[form.type as (typeof BLACKLIST_TYPES)[number]];
    if (rule && !rule.test(String(form.value)))
      ctx.addIssue({ code: "custom", path: ["value"], message: `system.blacklist.valueFormat.${String(form.type)}` });
  });
