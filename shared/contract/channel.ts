/**
 * /api/cloud-channel/channel: the tenant's channels (channelinfo) and each department's
 * settlement configuration per channel (deptconfig) (spec §7 Channel) (ADR 031).
 */
import { z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, spec, firstRecord } from "./define.ts";
import { code, done, id, list, maybe, numeric, page, type Paging, record, text, time } from "./wire.ts";

const CHANNEL = "/api/cloud-channel/channel/channelinfo";
const DEPT = "/api/cloud-channel/channel/deptconfig";

/** A channel (ChannelVO): its code, name, status and rates per pay product (percent). */
export const channelRow = record({
  id,
  channelCode: text,
  channelName: text,
  channelType: code,
  status: code,
  wxRate: code,
  aliRate: code,
  unionRate: code,
  sort: numeric,
  createTime: time,
});
export type ChannelRow = z.output<typeof channelRow>;

/** A show code with its pay products and the channels serving it. */
export const showCodeRoute = record({
  showCode: text,
  showName: text,
  payProducts: z.array(record({ payProduct: text, payProductName: text })).nullish(),
  channels: z.array(record({ channelCode: text, channelName: text, rate: code })).nullish(),
});

/** A channel code with its channel merchant number and type. */
export const channelCodeRoute = record({
  channelCode: text,
  channelName: text,
  channelType: code,
  channelMchNo: text,
  status: code,
});

/** A department's settlement configuration for one channel (not configured: enabled 0, blanks). */
export const deptChannelConfig = record({
  deptId: code,
  channelCode: text,
  channelName: text,
  channelStatus: code,
  enabled: code,
  settleType: code,
  costRate: code,
});
export type DeptChannelConfigRow = z.output<typeof deptChannelConfig>;

export const channel = service("channel", {
  channelInfo: {
    list: get(`${CHANNEL}/page`, page(channelRow), {
      query: shape<Paging & Record<string, string | number | undefined>>(),
      source: assumed("the channels' BladeX CRUD page (通道列表)"),
    }),
    detail: get(`${CHANNEL}/detail`, maybe(channelRow), {
      query: shape<{ id: string }>(),
      source: assumed("the channels' BladeX CRUD detail"),
      probe: firstRecord((): AnyEntry => channel.channelInfo.list),
    }),
    submit: post(`${CHANNEL}/submit`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("the channels' BladeX CRUD submit"),
    }),
    remove: post(`${CHANNEL}/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      source: assumed("the channels' BladeX CRUD remove"),
    }),
    updateStatus: post(`${CHANNEL}/updateStatus`, done, {
      query: shape<{ id: string; status: string }>(),
      body: "none",
      source: assumed("a channel's status (启用/停用)"),
    }),
    updateRate: post(`${CHANNEL}/updateRate`, done, {
      bodyType: shape<{ id: string; wxRate: string; aliRate: string; unionRate: string }>(),
      source: assumed("通道费率: a channel's rates per pay product"),
    }),
    showCodes: get(`${CHANNEL}/getShowCodeRelationship`, list(showCodeRoute), { source: spec("§7 Channel") }),
    channelCodes: get(`${CHANNEL}/getChannelCodeRelationship`, list(channelCodeRoute), { source: spec("§7 Channel") }),
  },
  deptConfig: {
    list: get(`${DEPT}/getDeptChannelSeetleConfigList`, list(deptChannelConfig), {
      query: shape<{ deptId: string }>(),
      source: spec("§7 Channel"),
      probe: { query: { deptId: "$deptId" } },
    }),
    save: post(`${DEPT}/saveDeptChannelSeetleConfig`, done, {
      bodyType: shape<{ deptId: string; configs: Record<string, string>[] }>(),
      source: assumed("机构通道配置's save: the department's configuration as a whole"),
    }),
  },
});
