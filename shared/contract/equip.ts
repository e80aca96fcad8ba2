/**
 * /api/cloud-equip: devices (equip/equipinfo) and the tenant's equipment settings (equip-tenant,
 * spec §7 Equipment tenant) (ADR 031).
 */
import { type z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, spec, firstRecord } from "./define.ts";
import { code, done, id, maybe, page, type Paging, record, text, time } from "./wire.ts";

const EQUIP = "/api/cloud-equip/equip/equipinfo";
const TENANT = "/api/cloud-equip/equip-tenant";

/** A device (EquipVO) with the agent, merchant and store it is bound to. */
export const equipRow = record({
  id,
  sn: text,
  deviceType: code,
  deviceModel: text,
  status: code,
  agentId: code,
  agentPath: text,
  merchantId: code,
  merchantName: text,
  storeId: code,
  storeName: text,
  bindTime: time,
  createTime: time,
});
export type EquipRow = z.output<typeof equipRow>;

/** The tenant's equipment settings: every section's fields (numbers or text), and its id. */
export const equipTenantRow = record({ id: code, tenantId: text, snPrefix: text });
export type EquipTenantRow = z.output<typeof equipTenantRow>;

type Section = Record<string, unknown> & { id: string };

export const equip = service("equip", {
  equipInfo: {
    list: get(`${EQUIP}/page`, page(equipRow), {
      query: shape<Paging & Record<string, string | number | undefined>>(),
      source: assumed("the devices' BladeX CRUD page (设备列表)"),
    }),
    detail: get(`${EQUIP}/detail`, maybe(equipRow), {
      query: shape<{ id: string }>(),
      source: assumed("the devices' BladeX CRUD detail"),
      probe: firstRecord((): AnyEntry => equip.equipInfo.list),
    }),
    submit: post(`${EQUIP}/submit`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("the devices' BladeX CRUD submit"),
    }),
    remove: post(`${EQUIP}/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      source: assumed("the devices' BladeX CRUD remove"),
    }),
    bind: post(`${EQUIP}/bind`, done, {
      bodyType: shape<{ id: string; storeId: string }>(),
      source: assumed("绑定: a device to a store"),
    }),
    unbind: post(`${EQUIP}/unbind`, done, {
      bodyType: shape<{ id: string }>(),
      source: assumed("解绑: a device from its store"),
    }),
  },
  tenant: {
    /** GET detail/{id}: the tenant's record (`id` is the tenant id); none yet: null. */
    detail: get(`${TENANT}/detail/{id}`, maybe(equipTenantRow), {
      source: spec("§7 Equipment tenant"),
      probe: { params: { id: "$tenantId" } },
    }),
    save: post(`${TENANT}/save`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: spec("§7 Equipment tenant"),
    }),
    update: post(`${TENANT}/update`, done, { bodyType: shape<Section>(), source: spec("§7 Equipment tenant") }),
    printUpdate: post(`${TENANT}/print-update`, done, {
      bodyType: shape<Section>(),
      source: spec("§7 Equipment tenant"),
    }),
    snPrefixUpdate: post(`${TENANT}/sn-prefix-update`, done, {
      bodyType: shape<Section>(),
      source: spec("§7 Equipment tenant"),
    }),
    signPrintUpdate: post(`${TENANT}/sign-print-update`, done, {
      bodyType: shape<Section>(),
      source: spec("§7 Equipment tenant"),
    }),
    cashierUpdate: post(`${TENANT}/cashier-update`, done, {
      bodyType: shape<Section>(),
      source: spec("§7 Equipment tenant"),
    }),
  },
});
