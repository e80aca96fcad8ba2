/**
 * /api/cloud-marketing: 营销活动 (activity); and the marketing platform's one-time ticket, which
 * the gateway serves on cloud-system (ADR 031).
 */
import { type z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, firstRecord } from "./define.ts";
import { code, done, id, maybe, page, type Paging, record, text, time, yuanOrEmpty } from "./wire.ts";

const ACTIVITY = "/api/cloud-marketing/activity";

/** An activity: its period, channel, scope, and budget and use in yuan. */
export const activityRow = record({
  id,
  title: text,
  startDate: text,
  endDate: text,
  channelCode: text,
  channelName: text,
  scopeType: code,
  scopeIds: text,
  scopeNames: text,
  budget: yuanOrEmpty,
  used: yuanOrEmpty,
  enabled: code,
  state: code,
  remark: text,
  createTime: time,
});
export type ActivityRow = z.output<typeof activityRow>;

export const marketing = service("marketing", {
  activity: {
    list: get(`${ACTIVITY}/list`, page(activityRow), {
      query: shape<Paging & Record<string, string | number | undefined>>(),
      source: assumed("营销活动's BladeX CRUD list"),
    }),
    detail: get(`${ACTIVITY}/detail`, maybe(activityRow), {
      query: shape<{ id: string }>(),
      source: assumed("营销活动's BladeX CRUD detail"),
      probe: firstRecord((): AnyEntry => marketing.activity.list),
    }),
    submit: post(`${ACTIVITY}/submit`, maybe(record({ id })), {
      bodyType: shape<Record<string, unknown>>(),
      source: assumed("营销活动's BladeX CRUD submit"),
    }),
    /** POST status {id, enabled}: 启用 / 停用. */
    status: post(`${ACTIVITY}/status`, done, {
      bodyType: shape<{ id: string; enabled: number }>(),
      source: assumed("营销活动's 启用/停用"),
    }),
    remove: post(`${ACTIVITY}/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      source: assumed("营销活动's BladeX CRUD remove"),
    }),
  },
});
