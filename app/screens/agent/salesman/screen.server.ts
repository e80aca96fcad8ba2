/**
 * 业务员管理 on the server: the mobile rule of spec §5 (its three messages) on every save, and the
 * partner scope checked again (ADR 016) on the detail shown and on the stored row before every
 * change (the backend refuses as well).
 */
import { type ActionOptions, formSchema, type LoadOptions } from "~/kit/server/described.server";
import { mobileField } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { heldScreen } from "~/kit/server/partner-scope.server";
import { type Salesman, salesmanScreen } from "./screen";

const held = heldScreen(salesmanScreen, "agent");

const schema = formSchema(salesmanScreen).extend({ mobile: mobileField(salesmanScreen.texts) });

export function salesmanLoadOptions(operator: Operator): LoadOptions<Salesman, Record<string, never>> {
  return { detail: (id) => held.detail(id, operator) };
}

export const salesmanActions: ActionOptions = { schema, detail: held.detail, send: held.send, remove: held.remove };
