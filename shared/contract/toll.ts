/**
 * /api/cloud-tenant-toll, the flow top-up (spec §7 Toll; ADR 017, 031): the packages the platform
 * sells (tollCombo), its collecting accounts (companyConfig), the tenants' transfer orders and
 * their audit (recharge), each tenant's flow balance (flowCount). Money is yuan text, checked
 * strictly: a package's price or an order's amount is never shown from a number.
 */
import type { z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, spec, firstRecord } from "./define.ts";
import { count, done, id, maybe, numeric, page, type Paging, record, text, time, yuan } from "./wire.ts";

/** A flow package (充值套餐): amounts in yuan, the charge ratio in % (text, up to four decimals), status 1 on sale. */
export const tollComboRow = record({
  id,
  comboName: text,
  flowAmount: yuan,
  chargeRatio: text,
  price: yuan,
  status: count,
  sort: numeric,
  remark: text,
  createTime: time,
  updateTime: time,
});

/** A collecting bank account (公司配置): status 1 enabled, 0 disabled. */
export const companyConfigRow = record({
  id,
  companyName: text,
  bankAccount: text,
  bank: text,
  status: count,
  remark: text,
  createTime: time,
});

/** A transfer recharge order (充值订单): the package's figures at the time of the order, the amount paid, the audit. */
export const rechargeRow = record({
  id,
  orderNo: text,
  tenantId: text,
  tenantName: text,
  createDept: text,
  deptName: text,
  createUserName: text,
  comboId: id,
  comboName: text,
  flowAmount: yuan,
  chargeRatio: text,
  price: yuan,
  buyNum: count,
  actualPrice: yuan,
  companyName: text,
  bank: text,
  bankAccount: text,
  /** Comma-joined file references (ADR 030). */
  payCertificate: text,
  payType: count,
  orderState: count,
  auditRemark: text,
  auditUserName: text,
  auditTime: time,
  createTime: time,
  /** The current step of the order's running approval process (ADR 025), if any. */
  flowStep: text,
});

/** A tenant's flow balance and reminder threshold (yuan); isPop 1: the console prompts a top-up. */
export const flowCountRow = record({
  id,
  tenantId: text,
  tenantName: text,
  flowBalance: yuan,
  threshold: yuan,
  isPop: count,
  updateTime: time,
});

export type TollComboRow = z.output<typeof tollComboRow>;
export type CompanyConfigRow = z.output<typeof companyConfigRow>;
export type RechargeRow = z.output<typeof rechargeRow>;
export type FlowCountRow = z.output<typeof flowCountRow>;

/** The figures of a recharge order as the top-up's 对公转账 sends them (spec §3). */
export type RechargeSave = {
  actualPrice: string;
  bank: string;
  bankAccount: string;
  buyNum: number;
  chargeRatio: string;
  comboId: string;
  comboName: string;
  companyName: string;
  createDept: string;
  flowAmount: string;
  price: string;
  payCertificate: string;
  orderState: number;
  payType: number;
};

const TOLL = "/api/cloud-tenant-toll";

export const toll = service("toll", {
  tollCombo: {
    /** GET tollCombo/list (spec §7 Toll): the packages (comboName contains, status). */
    list: get(`${TOLL}/tollCombo/list`, page(tollComboRow), {
      query: shape<Paging & { comboName?: string; status?: string | number }>(),
      source: spec("§7 Toll"),
    }),
    /** GET tollCombo/detail/{id} (spec §7 Toll). */
    detail: get(`${TOLL}/tollCombo/detail/{id}`, maybe(tollComboRow), {
      source: spec("§7 Toll"),
      probe: firstRecord((): AnyEntry => toll.tollCombo.list, "id", "id", "params"),
    }),
    /** POST tollCombo/save (spec §7 Toll): a new package (the platform's). */
    save: post(`${TOLL}/tollCombo/save`, done, {
      bodyType: shape<Record<string, unknown>>(),
      permission: "combo_add",
      source: spec("§7 Toll"),
    }),
    /** POST tollCombo/update (spec §7 Toll): an edit, or 上架 / 下架 as {id, status}. */
    update: post(`${TOLL}/tollCombo/update`, done, {
      bodyType: shape<Record<string, unknown>>(),
      permission: "combo_edit",
      source: spec("§7 Toll"),
    }),
  },
  companyConfig: {
    /** GET companyConfig/list (spec §7 Toll): the collecting accounts (companyName contains, status). */
    list: get(`${TOLL}/companyConfig/list`, page(companyConfigRow), {
      query: shape<Paging & { companyName?: string; status?: string | number }>(),
      source: spec("§7 Toll"),
    }),
    /** GET companyConfig/detail/{id}: as tollCombo's. */
    detail: get(`${TOLL}/companyConfig/detail/{id}`, maybe(companyConfigRow), {
      source: assumed(
        "公司配置 is maintained on the console; the spec lists only companyConfig/list, the form follows tollCombo's paths",
      ),
      probe: firstRecord((): AnyEntry => toll.companyConfig.list, "id", "id", "params"),
    }),
    /** POST companyConfig/save: a new account. */
    save: post(`${TOLL}/companyConfig/save`, done, {
      bodyType: shape<Record<string, unknown>>(),
      permission: "company_config_add",
      source: assumed(
        "公司配置 is maintained on the console; the spec lists only companyConfig/list, the form follows tollCombo's paths",
      ),
    }),
    /** POST companyConfig/update: an edit. */
    update: post(`${TOLL}/companyConfig/update`, done, {
      bodyType: shape<Record<string, unknown>>(),
      permission: "company_config_edit",
      source: assumed(
        "公司配置 is maintained on the console; the spec lists only companyConfig/list, the form follows tollCombo's paths",
      ),
    }),
    /** POST companyConfig/remove?ids=: BladeX's remove. */
    remove: post(`${TOLL}/companyConfig/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "company_config_delete",
      source: assumed("公司配置 is maintained on the console; BladeX's remove?ids= convention"),
    }),
  },
  recharge: {
    /**
     * GET recharge/list (spec §7 Toll): the orders, newest first (tenantId, orderState, startTime,
     * endTime as yyyy-MM-dd, minAmount and maxAmount in yuan); the platform sees every tenant's.
     */
    list: get(`${TOLL}/recharge/list`, page(rechargeRow), {
      query: shape<
        Paging & {
          tenantId?: string;
          orderState?: string;
          startTime?: string;
          endTime?: string;
          minAmount?: string;
          maxAmount?: string;
        }
      >(),
      source: spec("§7 Toll"),
    }),
    /** GET recharge/detail/{id} (spec §7 Toll). */
    detail: get(`${TOLL}/recharge/detail/{id}`, maybe(rechargeRow), {
      source: spec("§7 Toll"),
      probe: firstRecord((): AnyEntry => toll.recharge.list, "id", "id", "params"),
    }),
    /** POST recharge/save (spec §7 Toll, §3): the tenant's transfer order. */
    save: post(`${TOLL}/recharge/save`, done, { bodyType: shape<RechargeSave>(), source: spec("§7 Toll") }),
    /** POST recharge/update (spec §7 Toll): the audit, {id, orderState: 1} or {id, orderState: 2, auditRemark}. */
    update: post(`${TOLL}/recharge/update`, done, {
      bodyType: shape<{ id: string; orderState: number; auditRemark?: string }>(),
      permission: "recharge_audit",
      source: spec("§7 Toll"),
    }),
  },
  flowCount: {
    /** GET flowCount/list (spec §7 Toll): every tenant's flow balance (the platform), or its own. */
    list: get(`${TOLL}/flowCount/list`, page(flowCountRow), {
      query: shape<Paging & { tenantId?: string }>(),
      source: spec("§7 Toll"),
    }),
    /** GET flowCount/detail/{id} (spec §7 Toll). */
    detail: get(`${TOLL}/flowCount/detail/{id}`, maybe(flowCountRow), {
      source: spec("§7 Toll"),
      probe: firstRecord((): AnyEntry => toll.flowCount.list, "id", "id", "params"),
    }),
    /** GET flowCount/getStateByTenantId?tenantId= (spec §7 Toll): the shell's low-balance prompt (isPop). */
    getStateByTenantId: get(`${TOLL}/flowCount/getStateByTenantId`, maybe(record({ isPop: count })), {
      query: shape<{ tenantId: string }>(),
      source: spec("§7 Toll"),
      probe: { query: { tenantId: "$tenantId" } },
    }),
    /** GET flowCount/getDetailByDeptId?deptId= (spec §7 Toll): the flow balance the top-up's order dialog shows. */
    getDetailByDeptId: get(`${TOLL}/flowCount/getDetailByDeptId`, maybe(record({ flowBalance: yuan })), {
      query: shape<{ deptId: string }>(),
      source: spec("§7 Toll"),
      probe: { query: { deptId: "$deptId" } },
    }),
    /** POST flowCount/update (spec §7 Toll): {id, flowBalance, threshold} in yuan. */
    update: post(`${TOLL}/flowCount/update`, done, {
      bodyType: shape<{ id: string; flowBalance: string; threshold: string }>(),
      permission: "flow_count_edit",
      source: spec("§7 Toll"),
    }),
  },
});
