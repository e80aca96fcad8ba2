/**
 * 设备列表 on the server: the tenant's device_type / device_status choices (dict-biz), the
 * device a 绑定 panel is about (`?bind=<id>`), the console's own scope check (requireHeld) on
 * every device it shows in a dialog and before every change, and the intents 绑定 (a store by
 * its number, in the operator's scope: the backend checks it again) and 解绑 (equip_bind).
 */
import { equip, merchant } from "@contract";
import { z } from "zod";
import { answer, type IntentHandler, listUrl, saveForm } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { bizDictionaries } from "~/kit/server/dictionary.server";
import { text } from "~/kit/server/page.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { requiredText, rowIdField } from "~/kit/server/schema.server";
import type { ListQuery } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import { heldScreen, storedHeld } from "~/kit/server/partner-scope.server";
import { type Choice, type Equip, equipInfoScreen } from "./screen";

const held = heldScreen(equipInfoScreen, "merchant");
const toEquip = rowReader(equipInfoScreen);

type Extra = { deviceTypes: Choice[]; statuses: Choice[]; binding: Equip | null };

/** The stored device, refused when the scope does not hold it (the backend's 403 read the same). */
async function heldDevice(operator: Operator, id: string): Promise<Equip> {
  return toEquip(await storedHeld(operator, equip.equipInfo.detail, id, "merchant"))!;
}

export function equipLoadOptions(operator: Operator, request: Request) {
  const bindId = new URL(request.url).searchParams.get("bind") ?? "";
  return (_query: ListQuery): LoadOptions<Equip, Extra> => ({
    // A detail the scope does not hold is not shown (as the backend refuses it).
    detail: (id) => held.detail(id, operator),
    extra: (async () => {
      const [dicts, binding] = await Promise.all([
        bizDictionaries(operator, ["device_type", "device_status"] as const),
        /^\d{1,19}$/.test(bindId) ? heldDevice(operator, bindId).catch(() => null) : Promise.resolve(null),
      ]);
      return { deviceTypes: dicts.device_type, statuses: dicts.device_status, binding };
    })(),
  });
}

/** The list the operator came from, without the 绑定 panel. */
function withoutBind(request: Request): string {
  const url = new URL(listUrl(request), "http://x");
  url.searchParams.delete("bind");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

const bindSchema = z.object({
  id: rowIdField,
  storeNo: requiredText(20).regex(/^[A-Za-z0-9]+$/, "partner.equipInfo.storeNoFormat"),
});

/** The store with exactly this number, as the operator's store search finds it (null: none). */
async function storeByNo(operator: Operator, storeNo: string): Promise<string | null> {
  const found = await operator.api.call(merchant.store.search, { query: { keyword: storeNo, current: 1, size: 10 } });
  const store = (found?.records ?? []).find((r) => text(r.storeNo).toUpperCase() === storeNo.toUpperCase());
  return store ? text(store.id) : null;
}

const bind = (operator: Operator): IntentHandler => ({
  permission: "equip_bind",
  run: async (ctx) => {
    const parsed = bindSchema.safeParse({
      id: ctx.formData.get("id") ?? undefined,
      storeNo: ctx.formData.get("storeNo") ?? undefined,
    });
    if (parsed.success) {
      await heldDevice(operator, parsed.data.id);
      const storeId = await storeByNo(operator, parsed.data.storeNo);
      if (!storeId) return answer(ctx, { fieldErrors: { storeNo: { key: "partner.equipInfo.storeMissing" } } });
    }
    return saveForm(ctx, {
      schema: bindSchema,
      menuCode: equipInfoScreen.menuCode,
      done: withoutBind(ctx.request),
      send: async (value) => {
        const storeId = (await storeByNo(operator, String(value.storeNo)))!;
        return operator.api.call(equip.equipInfo.bind, { json: { id: String(value.id), storeId } });
      },
    });
  },
});

const unbind = (operator: Operator): IntentHandler => ({
  permission: "equip_bind",
  run: async (ctx) => {
    const id = rowIdField.safeParse(ctx.formData.get("id"));
    if (!id.success) return answer(ctx, { formError: { key: "kit.validation.choice" } });
    await heldDevice(operator, id.data);
    await operator.api.call(equip.equipInfo.unbind, { json: { id: id.data } });
    return redirectWithFlash(withoutBind(ctx.request), { key: "kit.done", tone: "success" });
  },
});

export const equipActions: ActionOptions = {
  send: async (value, operator, intent) => {
    if (intent === "update") await heldDevice(operator, String(value.id ?? ""));
    return operator.api.call(equip.equipInfo.submit, { json: { ...value, sn: String(value.sn ?? "").toUpperCase() } });
  },
  remove: async (id, operator) => {
    await heldDevice(operator, id);
    return operator.api.call(equip.equipInfo.remove, { query: { ids: id } });
  },
  intents: (operator) => ({ bind: bind(operator), unbind: unbind(operator) }),
};
