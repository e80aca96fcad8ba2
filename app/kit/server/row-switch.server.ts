/**
 * A row's switch (启用 / 停用, 上架 / 下架): the confirmed change of one row's 0/1 field, posted as
 * the row's `id` and that field. Anything else is refused as a bad choice; once the backend has
 * it, back to the list with the kit's done message.
 */
import { z } from "zod";
import type { Operator } from "~/server/auth.server";
import { answer, type IntentHandler } from "./action.server";
import { redirectWithFlash } from "./flash.server";
import { listWithoutOp } from "./row-ops.server";
import { rowIdField } from "./schema.server";

export type RowSwitch = {
  /** The button code the switch needs. */
  permission: string;
  /** The posted field that holds "1" (on) or "0" (off). */
  field: string;
  send: (operator: Operator, id: string, value: "0" | "1") => Promise<unknown>;
  /** Where the list comes back (default: the list without its dialog and row action). */
  back?: (request: Request) => string;
};

const switchSchema = z.object({ id: rowIdField, value: z.enum(["0", "1"]) });

export function rowSwitch(spec: RowSwitch): (operator: Operator) => IntentHandler {
  return (operator) => ({
    permission: spec.permission,
    run: async (ctx) => {
      const parsed = switchSchema.safeParse({ id: ctx.formData.get("id"), value: ctx.formData.get(spec.field) });
      if (!parsed.success) return answer(ctx, { formError: { key: "kit.validation.choice" } });
      await spec.send(operator, parsed.data.id, parsed.data.value);
      return redirectWithFlash((spec.back ?? listWithoutOp)(ctx.request), { key: "kit.done", tone: "success" });
    },
  });
}
