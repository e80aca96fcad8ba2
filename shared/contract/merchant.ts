/**
 * /api/cloud-merchant/mrc: merchants (mrcinfo), their split configuration (sub) and channel
 * registrations, stores, the stores' split (store/split) and staff (storemen) (spec §7 Merchant
 * and store searches) (ADR 031).
 */
import { z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, spec, firstRecord } from "./define.ts";
import { code, done, id, maybe, numeric, page, type Paging, record, text, time } from "./wire.ts";

const MRC = "/api/cloud-merchant/mrc/mrcinfo";
const STORE = "/api/cloud-merchant/mrc/store";
const MEN = "/api/cloud-merchant/mrc/storemen";

type Filters = Paging & Record<string, string | number | undefined>;

/** MerchantVO as the list, the detail, the search and the forms read it. */
export const merchantRow = record({
  id,
  merchantNo: text,
  merchantFullName: text,
  merchantStatus: code,
  regStatus: code,
  agentId: code,
  agentName: text,
  agentPath: text,
  createTime: time,
});
export type MerchantRow = z.output<typeof merchantRow>;

/** A merchant's split (分账) configuration: the switch and the receivers (ratios in percent). */
export const merchantSub = record({
  id: code,
  merchantId: code,
  merchantNo: text,
  merchantFullName: text,
  agentPath: text,
  subSwitch: code,
  receivers: z.array(z.unknown()).nullish(),
});
export type MerchantSubRow = z.output<typeof merchantSub>;

/** A merchant's registrations with the channels (进件状态) or the banks. */
export const merchantChannelStatus = record({
  merchantId: code,
  merchantNo: text,
  merchantFullName: text,
  agentPath: text,
  regStatus: code,
  records: z.array(
    record({
      id: code,
      channelCode: text,
      channelName: text,
      channelMchNo: text,
      regStatus: code,
      applyTime: time,
      regTime: time,
      rejectReason: text,
    }),
  ),
});
export type MerchantChannelStatus = z.output<typeof merchantChannelStatus>;

/** A store (StoreVO). */
export const storeRow = record({
  id,
  storeNo: text,
  storeFullName: text,
  storeStatus: code,
  merchantId: code,
  merchantFullName: text,
  agentPath: text,
  createTime: time,
});
export type StoreRow = z.output<typeof storeRow>;

/** A store's split configuration (the store's fields, its mode and receivers, ratios in percent). */
export const storeSplit = record({
  id,
  storeId: code,
  merchantId: code,
  agentPath: text,
  splitStatus: code,
  splitMode: code,
  receivers: z.array(z.unknown()).nullish(),
  receiverCount: numeric,
  ratioTotal: code,
});
export type StoreSplitRow = z.output<typeof storeSplit>;

/** A store's staff member (店员). */
export const storeMenRow = record({
  id,
  storeMenName: text,
  storeFullName: text,
  storeId: code,
  merchantId: code,
  agentPath: text,
  createTime: time,
});
export type StoreMenRow = z.output<typeof storeMenRow>;

export const merchant = service("merchant", {
  mrcInfo: {
    /** GET getMrcByNameOrNo (spec §7): the search-select's merchants, and 商户列表's list. */
    search: get(`${MRC}/getMrcByNameOrNo`, page(merchantRow), {
      query: shape<Filters & { keyword?: string; merchantStatus?: string; regStatus?: string }>(),
      source: spec("§7 Merchant and store searches"),
    }),
    list: get(`${MRC}/page`, page(merchantRow), {
      query: shape<Filters>(),
      source: assumed("served for BladeX parity; the console does not call it"),
    }),
    detail: get(`${MRC}/detail`, maybe(merchantRow), {
      query: shape<{ id: string }>(),
      source: assumed("the merchants' BladeX CRUD detail"),
      probe: firstRecord((): AnyEntry => merchant.mrcInfo.search),
    }),
    submit: post(`${MRC}/submit`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("the merchants' BladeX CRUD submit (a new merchant)"),
    }),
    update: post(`${MRC}/update`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("the merchant's change, as cloud-agent's update"),
    }),
    updateStatus: post(`${MRC}/updateStatus`, done, {
      query: shape<{ id: string; merchantStatus: string }>(),
      body: "none",
      source: assumed("the merchant's status, as cloud-agent's updateStatus"),
    }),
    remove: post(`${MRC}/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      source: assumed("the merchants' BladeX CRUD remove"),
    }),
    channelStatus: get(`${MRC}/channelStatus`, maybe(merchantChannelStatus), {
      query: shape<{ merchantId: string }>(),
      source: assumed("进件状态: the merchant's registrations with the channels"),
      probe: firstRecord((): AnyEntry => merchant.mrcInfo.search, "merchantId", "id"),
    }),
    bankChannelStatus: get(`${MRC}/bankChannelStatus`, maybe(merchantChannelStatus), {
      query: shape<{ merchantId: string }>(),
      source: assumed("进件状态: the merchant's registrations with the banks"),
      probe: firstRecord((): AnyEntry => merchant.mrcInfo.search, "merchantId", "id"),
    }),
  },
  sub: {
    list: get(`${MRC}/sub/page`, page(merchantSub), {
      query: shape<Filters & { keyword?: string; subSwitch?: string }>(),
      source: assumed("商户分账: the merchants with their split state"),
    }),
    detail: get(`${MRC}/sub/detail`, maybe(merchantSub), {
      query: shape<{ merchantId: string }>(),
      source: assumed("商户分账: one merchant's split configuration"),
      probe: firstRecord((): AnyEntry => merchant.sub.list, "merchantId"),
    }),
    save: post(`${MRC}/sub/save`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("商户分账: saves a merchant's split configuration"),
    }),
  },
  store: {
    /** GET getStoreByNameOrNo (spec §7): the search-select's stores (not the direct ones), and 门店列表's list. */
    search: get(`${STORE}/getStoreByNameOrNo`, page(storeRow), {
      query: shape<Filters & { keyword?: string; storeStatus?: string }>(),
      source: spec("§7 Merchant and store searches"),
    }),
    /** GET getStoreAndDirectStore (keyWord): the stores and the direct stores. */
    searchWithDirect: get(`${STORE}/getStoreAndDirectStore`, page(storeRow), {
      query: shape<Filters & { keyWord?: string; keyword?: string }>(),
      source: spec("§7 Merchant and store searches"),
    }),
    list: get(`${STORE}/list`, page(storeRow), {
      query: shape<Filters>(),
      source: assumed("the stores' BladeX CRUD list"),
    }),
    detail: get(`${STORE}/detail`, maybe(storeRow), {
      query: shape<{ id: string }>(),
      source: assumed("the stores' BladeX CRUD detail"),
      probe: firstRecord((): AnyEntry => merchant.store.search),
    }),
    submit: post(`${STORE}/submit`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("the stores' BladeX CRUD submit"),
    }),
    updateStatus: post(`${STORE}/updateStatus`, done, {
      query: shape<{ id: string; storeStatus: string }>(),
      body: "none",
      source: assumed("the store's status, as the merchant's"),
    }),
    remove: post(`${STORE}/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      source: assumed("the stores' BladeX CRUD remove"),
    }),
  },
  storeSplit: {
    list: get(`${STORE}/split/page`, page(storeSplit), {
      query: shape<Filters & { keyword?: string; splitStatus?: string }>(),
      source: assumed("门店分账: the stores with their split state"),
    }),
    detail: get(`${STORE}/split/detail`, maybe(storeSplit), {
      query: shape<{ storeId: string }>(),
      source: assumed("门店分账: one store's split configuration"),
      probe: firstRecord((): AnyEntry => merchant.storeSplit.list, "storeId"),
    }),
    submit: post(`${STORE}/split/submit`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("门店分账: saves a store's split configuration"),
    }),
  },
  storeMen: {
    /** GET getStoreMenByNameOrNo (spec §7, keyword): the search-select's cashiers. */
    search: get(`${MEN}/getStoreMenByNameOrNo`, page(storeMenRow), {
      query: shape<Filters & { keyword?: string }>(),
      source: spec("§7 Merchant and store searches"),
    }),
    list: get(`${MEN}/list`, page(storeMenRow), {
      query: shape<Filters>(),
      source: assumed("the store staff's BladeX CRUD list"),
    }),
    detail: get(`${MEN}/detail`, maybe(storeMenRow), {
      query: shape<{ id: string }>(),
      source: assumed("the store staff's BladeX CRUD detail"),
      probe: firstRecord((): AnyEntry => merchant.storeMen.list),
    }),
    submit: post(`${MEN}/submit`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("the store staff's BladeX CRUD submit"),
    }),
    remove: post(`${MEN}/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      source: assumed("the store staff's BladeX CRUD remove"),
    }),
  },
});
