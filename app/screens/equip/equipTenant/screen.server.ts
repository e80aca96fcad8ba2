/**
 * 设备租户配置 on the server: the record (GET detail/{tenantId}) and one intent per section
 * (equip_tenant_edit), each validated by the descriptor's fields of that section and sent to
 * its own endpoint with the record's id; a tenant without a record is given one by save.
 */
import { equip, toEntry } from "@contract";
import type { RouterContextProvider } from "react-router";
import { type IntentHandler, saveForm, screenIntents } from "~/kit/server/action.server";
import { formSchema } from "~/kit/server/described.server";
import { settle, text } from "~/kit/server/page.server";
import { requireScreen, screenData } from "~/kit/server/screen.server";
import { type Operator, operatorContext } from "~/server/auth.server";
import {
  EQUIP_TENANT_DEFAULTS,
  EQUIP_TENANT_SECTIONS,
  type EquipTenant,
  type EquipTenantSection,
  equipTenantScreen,
} from "./screen";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

async function readRecord(operator: Operator) {
  const loaded = await settle(
    operator.api.call(equip.tenant.detail, { params: { id: operator.record.tenantId } }) as Promise<unknown>,
    {},
  );
  const raw = (loaded.value && typeof loaded.value === "object" ? loaded.value : {}) as Record<string, unknown>;
  const record: EquipTenant = { id: text(raw.id) };
  for (const [name, fallback] of Object.entries(EQUIP_TENANT_DEFAULTS))
    record[name] = raw[name] === undefined || raw[name] === null ? fallback : text(raw[name]);
  return { record, error: loaded.error };
}

export async function loadEquipTenant({ request, context }: Args) {
  const operator = context.get(operatorContext);
  const [, { record, error }] = await Promise.all([requireScreen(context), readRecord(operator)]);
  return screenData(request, context, equipTenantScreen, { record, loadError: error });
}

const schema = formSchema(equipTenantScreen);
const SWITCHES = new Set(
  Object.entries(equipTenantScreen.fields).flatMap(([name, field]) => (field.kind === "switch" ? [name] : [])),
);
const SENSITIVE = new Set(
  Object.entries(equipTenantScreen.fields).flatMap(([name, field]) => (field.sensitive ? [name] : [])),
);

function section(operator: Operator, name: EquipTenantSection): IntentHandler {
  const { entry, fields } = EQUIP_TENANT_SECTIONS[name];
  const picked = Object.fromEntries(fields.map((field) => [field, true])) as Record<string, true>;
  return {
    permission: "equip_tenant_edit",
    run: (ctx) =>
      saveForm(ctx, {
        schema: schema.pick(picked),
        menuCode: equipTenantScreen.menuCode,
        sensitive: fields.filter((f) => SENSITIVE.has(f)) as never[],
        done: equipTenantScreen.path,
        send: async (value) => {
          // A switch left off posts "0"; emptied texts are cleared.
          const sent: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, SWITCHES.has(f) ? "0" : ""]));
          Object.assign(sent, value);
          const { record } = await readRecord(operator);
          // The first section saved creates the record (the SN prefix then starts as SN until set).
          if (!record.id)
            return operator.api.call(equip.tenant.save, {
              json: { ...EQUIP_TENANT_DEFAULTS, snPrefix: "SN", ...sent },
            });
          return operator.api.call(toEntry(entry), { json: { ...sent, id: record.id } });
        },
      }),
  };
}

export const saveEquipTenant = (args: Args) =>
  screenIntents(args, (operator) => ({
    print: section(operator, "print"),
    snPrefix: section(operator, "snPrefix"),
    signPrint: section(operator, "signPrint"),
    cashier: section(operator, "cashier"),
  }));
