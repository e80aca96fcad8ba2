/**
 * 营销活动 on the server (ADR 023): the tenant's channels as choices, each row's publication to the
 * marketing platform (cloud-data-sync switch-status/{id}), whether a marketing link is configured,
 * the form's own rules (the end not before the start, the scope's agents or merchants: those kept
 * plus the one added), the form sent as the backend takes it, and the intents `status` (启用/停用,
 * activity_status) and `sync` (同步到营销平台 / 停止同步, activity_sync: transwitch/{id} only when
 * the switch is not already where the operator wants it).
 */
import { channel, dataSync, marketing } from "@contract";
import { z } from "zod";
import { loadMarketingLink } from "~/features/shell/shell.server";
import { answer, type IntentHandler } from "~/kit/server/action.server";
import {
  type ActionOptions,
  formSchema,
  type LoadOptions,
  rowReader,
  screenParams,
} from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { children, fetchDetail, fetchPage, type Loaded, text } from "~/kit/server/page.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { rowIdField } from "~/kit/server/schema.server";
import { rowSwitch } from "~/kit/server/row-switch.server";
import type { Option } from "~/kit/ui/filter-bar";
import { exactMoney } from "~/lib/money";
import type { Operator } from "~/server/auth.server";
import { type Activity, activityScreen } from "./screen";

const toActivity = rowReader(activityScreen);

export type ActivityExtra = {
  channels: Option[];
  /** A marketing link is configured: a published row links to the platform. */
  marketingLink: boolean;
  /** The row a 启用/停用 or 同步 confirmation (?op=status|sync&id=…) is about; null when it could not be read. */
  opRow: Activity | null;
};

/** 1 published, 0 not, "" when the data-sync service did not say. */
async function syncStatusOf(operator: Operator, id: string): Promise<string> {
  const value = await operator.api.call(dataSync.switchStatus, { params: { id } }).catch(() => null);
  const status = value && "status" in value ? value.status : null;
  return status === 1 || status === 0 ? String(status) : "";
}

const withSync = async (operator: Operator, row: Activity): Promise<Activity> => ({
  ...row,
  syncStatus: await syncStatusOf(operator, row.id),
});

async function activityDetail(operator: Operator, id: string): Promise<Loaded<Activity | null>> {
  const loaded = await fetchDetail(operator, activityScreen.api.detail!, { id }, toActivity);
  return loaded.value ? { ...loaded, value: await withSync(operator, loaded.value) } : loaded;
}

async function channelChoices(operator: Operator): Promise<Option[]> {
  const page = await operator.api
    .call(channel.channelInfo.list, { query: { current: 1, size: 100 } })
    .catch(() => null);
  return children(page?.records)
    .map((c) => ({ value: text(c.channelCode), label: text(c.channelName) || text(c.channelCode) }))
    .filter((c) => c.value);
}

export function activityLoadOptions(operator: Operator, request: Request): LoadOptions<Activity, ActivityExtra> {
  const op = opOf(request, ["status", "sync"] as const);
  return {
    list: (query) =>
      fetchPage(operator, activityScreen.api.list, screenParams(activityScreen, query), query, toActivity).then(
        async (loaded) => ({
          ...loaded,
          value: {
            ...loaded.value,
            records: await Promise.all(loaded.value.records.map((row) => withSync(operator, row))),
          },
        }),
      ),
    detail: (id) => activityDetail(operator, id),
    extra: Promise.all([
      channelChoices(operator),
      loadMarketingLink(operator).catch(() => ""),
      op ? activityDetail(operator, op.id) : Promise.resolve(null),
    ]).then(([channels, link, opLoaded]) => ({
      channels,
      marketingLink: Boolean(link),
      opRow: opLoaded?.value ?? null,
    })),
  };
}

const idText = z
  .string()
  .trim()
  .regex(/^\d{1,32}$/, "kit.validation.choice");
/** The kept ids of a scope (repeated values or comma-joined). */
const idList = z.preprocess(
  (value) =>
    value === undefined || value === ""
      ? []
      : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(",")),
  z.array(idText).max(20, "marketing.activity.scopeTooMany"),
);
const MAX_SCOPE = 20;

export const activitySchema = formSchema(activityScreen)
  .omit({ id: true })
  .extend({
    scopeAgents: idList,
    scopeMerchants: idList,
    scopeAgentId: idText.optional(),
    scopeMerchantId: idText.optional(),
  })
  .superRefine((form, ctx) => {
    const start = String(form.startDate ?? "");
    const end = String(form.endDate ?? "");
    if (start && end && end < start)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "marketing.activity.endBeforeStart" });
    const chosen = scopeIdsOf(form);
    if (form.scopeType === "1" && chosen.length === 0)
      ctx.addIssue({ code: "custom", path: ["scopeAgentId"], message: "marketing.activity.agentRequired" });
    if (form.scopeType === "2" && chosen.length === 0)
      ctx.addIssue({ code: "custom", path: ["scopeMerchantId"], message: "marketing.activity.merchantRequired" });
    if (chosen.length > MAX_SCOPE)
      ctx.addIssue({
        code: "custom",
        path: [form.scopeType === "1" ? "scopeAgentId" : "scopeMerchantId"],
        message: "marketing.activity.scopeTooMany",
      });
  });

/** The scope's ids: those kept and the one added, of the kind the scope type names. */
function scopeIdsOf(form: Record<string, unknown>): string[] {
  const kept = (name: string) => (Array.isArray(form[name]) ? (form[name] as string[]) : []);
  const ids =
    form.scopeType === "1"
      ? [...kept("scopeAgents"), form.scopeAgentId]
      : form.scopeType === "2"
        ? [...kept("scopeMerchants"), form.scopeMerchantId]
        : [];
  return [...new Set(ids.filter((id): id is string => typeof id === "string" && id !== ""))];
}

function payload(value: Record<string, unknown>): Record<string, unknown> {
  return {
    id: value.id,
    title: value.title,
    startDate: value.startDate,
    endDate: value.endDate,
    channelCode: value.channelCode,
    scopeType: Number(value.scopeType ?? 0),
    scopeIds: scopeIdsOf(value),
    budget: exactMoney(value.budget) ?? value.budget,
    remark: value.remark ?? "",
  };
}

const syncSchema = z.object({ id: rowIdField, sync: z.enum(["0", "1"]) });

/** 启用 / 停用: the confirmed switch of one activity. */
const setStatus = rowSwitch({
  permission: "activity_status",
  field: "enabled",
  send: (operator, id, enabled) =>
    operator.api.call(marketing.activity.status, { json: { id, enabled: Number(enabled) } }),
});

/** 同步到营销平台 / 停止同步: the activity must be the tenant's; an ended one is not published. */
const setSync = (operator: Operator): IntentHandler => ({
  permission: "activity_sync",
  run: async (ctx) => {
    const parsed = syncSchema.safeParse({ id: ctx.formData.get("id"), sync: ctx.formData.get("sync") });
    if (!parsed.success) return answer(ctx, { formError: { key: "kit.validation.choice" } });
    const row = (await activityDetail(operator, parsed.data.id)).value;
    if (!row) return answer(ctx, { formError: { key: "marketing.activity.missing" } });
    if (parsed.data.sync === "1" && row.state === "2")
      return answer(ctx, { formError: { key: "marketing.activity.endedSync" } });
    if (row.syncStatus !== parsed.data.sync) await operator.api.call(dataSync.transwitch, { params: { id: row.id } });
    return redirectWithFlash(listWithoutOp(ctx.request), { key: "kit.done", tone: "success" });
  },
});

export const activityActions: ActionOptions = {
  schema: activitySchema,
  send: (value, operator) => operator.api.call(marketing.activity.submit, { json: payload(value) }),
  intents: (operator) => ({ status: setStatus(operator), sync: setSync(operator) }),
};
