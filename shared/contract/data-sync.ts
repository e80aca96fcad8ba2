/**
 * /api/cloud-data-sync/data-sync/dataSyncController: the tenant's marketing link and the data-sync
 * switch of an activity (spec §7 Data sync) (ADR 031).
 */
import { z } from "zod";
import { get, post, service, shape, spec } from "./define.ts";
import { done, maybe, record, text } from "./wire.ts";

const SYNC = "/api/cloud-data-sync/data-sync/dataSyncController";

/** The tenant's marketing link ("" or absent: none configured). */
export const marketingLinkRow = record({ tenantId: text, marketingLink: text });

/** A switch: 1 on, 0 off. */
export const syncSwitch = record({ status: z.union([z.number(), z.string()]).nullish() });

export const dataSync = service("dataSync", {
  /** GET marketingLink (id: the tenant id). */
  marketingLink: get(`${SYNC}/marketingLink`, maybe(marketingLinkRow), {
    query: shape<{ id: string }>(),
    source: spec("§7 Data sync"),
    probe: { query: { id: "$tenantId" } },
  }),
  /** GET switch-status/{id}: an activity's data-sync switch. */
  switchStatus: get(`${SYNC}/switch-status/{id}`, maybe(syncSwitch), {
    source: spec("§7 Data sync"),
    probe: { params: { id: "probe" } },
  }),
  /** POST transwitch/{id}: turns the switch over. */
  transwitch: post(`${SYNC}/transwitch/{id}`, done, { body: "none", source: spec("§7 Data sync") }),
});
