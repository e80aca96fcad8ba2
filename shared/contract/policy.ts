/**
 * /api/cloud-policy: rate templates (费率模板) and the policies that give them to agents (政策列表)
 * (ADR 020, 031). Rates are percent text with at most four decimals; caps yuan text ("" for none).
 */
import type { z } from "zod";
import { type AnyEntry, assumed, bladex, get, post, service, shape, firstId } from "./define.ts";
import {
  count,
  done,
  id,
  list,
  maybe,
  numeric,
  page,
  type Paging,
  rateText,
  record,
  str,
  text,
  time,
  yuanOrBlank,
} from "./wire.ts";

/** A channel × pay type pair a template prices. */
export const ratePair = record({ channelCode: str, channelName: str, payType: str, payTypeName: str });

/** A template's rate and cap for one pair. */
export const rateItem = record({ channelCode: str, payType: str, rate: rateText, cap: yuanOrBlank });
export type RateItemWire = z.output<typeof rateItem>;

export const rateTemplateRow = record({
  id,
  templateName: str,
  remark: text,
  policyCount: numeric,
  inForce: count,
  createUserName: text,
  createTime: time,
  updateTime: time,
});

export const policyRow = record({
  id,
  policyName: str,
  templateId: id,
  templateName: text,
  targetType: count,
  agentLevel: numeric,
  agentNo: text,
  agentName: text,
  effectiveDate: text,
  state: count,
  remark: text,
  createUserName: text,
  createTime: time,
});

export type RateTemplateBody = {
  id?: unknown;
  templateName: unknown;
  remark: unknown;
  items: { channelCode: string; payType: string; rate: string; cap: string }[];
};
export type PolicyBody = {
  id?: unknown;
  policyName: unknown;
  templateId: unknown;
  targetType: number;
  agentLevel: number | null;
  agentNo: unknown;
  effectiveDate: unknown;
  remark: unknown;
};

const CRUD = (what: string) =>
  bladex(`the BladeX CRUD convention (list, detail, submit, remove?ids=) for ${what} (ADR 020)`);

export const policy = service("policy", {
  rateTemplate: {
    list: get("/api/cloud-policy/rateTemplate/list", page(rateTemplateRow), {
      query: shape<Paging & { templateName?: string }>(),
      source: CRUD("rate templates"),
    }),
    detail: get("/api/cloud-policy/rateTemplate/detail", maybe(rateTemplateRow.extend({ items: list(rateItem) })), {
      query: shape<{ id: string }>(),
      source: CRUD("rate templates"),
      probe: { after: (): AnyEntry => policy.rateTemplate.list, pick: firstId },
    }),
    submit: post("/api/cloud-policy/rateTemplate/submit", done, {
      bodyType: shape<RateTemplateBody>(),
      source: CRUD("rate templates"),
    }),
    remove: post("/api/cloud-policy/rateTemplate/remove", done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "rate_template_delete",
      source: CRUD("rate templates"),
    }),
    /** The pairs every template prices (the backend's channels), in the order forms show them. */
    pairs: get("/api/cloud-policy/rateTemplate/pairs", list(ratePair), {
      source: assumed("ADR 020: the pairs a template prices, so the form's rows are the backend's"),
    }),
    /** POST {id}: a new template with the same rates, named by the backend. */
    copy: post("/api/cloud-policy/rateTemplate/copy", record({ id, templateName: text }), {
      bodyType: shape<{ id: string }>(),
      permission: "rate_template_add",
      source: assumed("ADR 020: 复制 of a template"),
    }),
  },
  policy: {
    list: get("/api/cloud-policy/policy/list", page(policyRow), {
      query: shape<
        Paging & {
          policyName?: string;
          targetType?: string | number;
          agentLevel?: string | number;
          agentNo?: string;
          state?: string | number;
        }
      >(),
      source: CRUD("policies"),
    }),
    detail: get("/api/cloud-policy/policy/detail", maybe(policyRow), {
      query: shape<{ id: string }>(),
      source: CRUD("policies"),
      probe: { after: (): AnyEntry => policy.policy.list, pick: firstId },
    }),
    submit: post("/api/cloud-policy/policy/submit", done, { bodyType: shape<PolicyBody>(), source: CRUD("policies") }),
    remove: post("/api/cloud-policy/policy/remove", done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "policy_delete",
      source: CRUD("policies"),
    }),
  },
});
