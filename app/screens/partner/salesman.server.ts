/**
 * 业务员管理 on the server: the mobile rule of spec §5 (its three messages) on every save, and the
 * partner scope checked again (ADR 016) on the detail shown and on the stored row before every
 * change (the backend refuses as well).
 */
import { z } from "zod";
import { type ActionOptions, formSchema, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { fetchDetail, type Loaded } from "~/kit/server/page.server";
import { mobileError } from "~/lib/mobile";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { holds, loadPartnerScope, outOfPartnerScope, PARTNER_OUT_OF_SCOPE_KEY, requireHeld } from "~/server/partner-scope.server";
import { type Salesman, salesmanScreen } from "./salesman";

const API = "/api/cloud-agent/business";
const toRow = rowReader(salesmanScreen);

/** A mobile field with spec §5's three messages under `texts` (mobileRequired, mobileLength, mobileFormat). */
export function mobileField(texts: string) {
  return z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const error = mobileError(value);
      if (error) ctx.addIssue({ code: "custom", message: `${texts}.${error}` });
    })
    .transform((value) => (value ?? "").trim());
}

const schema = formSchema(salesmanScreen).extend({ mobile: mobileField(salesmanScreen.texts) });

/** The stored row, refused unless the operator's scope holds it (a 403 from the backend is the same answer). */
export async function storedHeld(operator: Operator, path: string, id: string): Promise<Record<string, unknown>> {
  const stored = await operator.api.get<Record<string, unknown> | null>(path, { id }).catch((error: unknown) => {
    throw error instanceof BackendError && error.code === 403 ? outOfPartnerScope() : error;
  });
  await requireHeld(operator, stored && Object.keys(stored).length > 0 ? stored : null, "agent");
  return stored!;
}

/** A detail the scope does not hold is not shown: the refusal in its place. */
export async function heldDetail<Row extends { agentPath?: unknown; merchantId?: unknown }>(
  operator: Operator,
  loaded: Loaded<Row | null>,
  owner: "agent" | "merchant" = "agent",
): Promise<Loaded<Row | null>> {
  if (!loaded.value || holds(await loadPartnerScope(operator), loaded.value, owner)) return loaded;
  return { value: null, error: { key: PARTNER_OUT_OF_SCOPE_KEY } };
}

export function salesmanLoadOptions(operator: Operator): LoadOptions<Salesman, Record<string, never>> {
  return { detail: async (id) => heldDetail(operator, await fetchDetail(operator, `${API}/detail`, { id }, toRow)) };
}

export const salesmanActions: ActionOptions = {
  schema,
  send: async (value, operator, intent) => {
    if (intent === "update") await storedHeld(operator, `${API}/detail`, String(value.id ?? ""));
    return operator.api.post(`${API}/submit`, { json: value });
  },
  remove: async (id, operator) => {
    await storedHeld(operator, `${API}/detail`, id);
    return operator.api.post(`${API}/remove`, { query: { ids: id } });
  },
};
