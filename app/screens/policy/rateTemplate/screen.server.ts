/**
 * 费率模板 on the server: the pairs a template prices (the backend's, once per session minute), the
 * detail with its items (the form's and the detail's rows), the schema of every pair's two fields
 * beside the descriptor's, the items sent as the backend takes them, and the intent `copy`
 * (button rate_template_add) after its confirmation (?op=copy&id=…).
 */
import { policy, type RateTemplateBody } from "@contract";
import { type z } from "zod";
import { answer, type IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, formSchema, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { type Loaded, settle, text } from "~/kit/server/page.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { MENU_TTL_MS, sessionMemo } from "~/server/session-memo.server";
import {
  capField,
  pairFields,
  type RateItem,
  type RatePair,
  rateField,
  type RateTemplate,
  rateTemplateScreen,
} from "./screen";

const toRow = rowReader(rateTemplateScreen);

/** The pairs a template prices, as the backend names them; none when they cannot be had. */
export function ratePairs(operator: Operator): Promise<RatePair[]> {
  return sessionMemo(operator.sessionId, "rate-pairs", MENU_TTL_MS, async () =>
    (await operator.api.call(policy.rateTemplate.pairs)).map((p) => ({
      channelCode: text(p.channelCode),
      channelName: text(p.channelName),
      payType: text(p.payType),
      payTypeName: text(p.payTypeName),
    })),
  );
}

/** A template with its items (null when there is none). */
function templateDetail(operator: Operator, id: string): Promise<Loaded<RateTemplate | null>> {
  return settle(
    operator.api.call(policy.rateTemplate.detail, { query: { id } }).then((raw) => {
      if (!raw || !("id" in raw)) return null;
      const items: RateItem[] = raw.items.map((i) => ({
        channelCode: i.channelCode,
        payType: i.payType,
        rate: i.rate,
        cap: i.cap,
      }));
      return { ...toRow(raw)!, items };
    }),
    null,
  );
}

export type RateTemplateExtra = {
  pairs: RatePair[];
  /** The row a 复制 confirmation (?op=copy&id=…) is about; null when it could not be read. */
  opRow: RateTemplate | null;
};

export function rateTemplateLoadOptions(
  operator: Operator,
  request: Request,
): LoadOptions<RateTemplate, RateTemplateExtra> {
  const op = opOf(request, ["copy"] as const);
  return {
    detail: (id) => templateDetail(operator, id),
    extra: Promise.all([
      ratePairs(operator).catch(() => []),
      op ? templateDetail(operator, op.id).then((loaded) => loaded.value) : Promise.resolve(null),
    ]).then(([pairs, opRow]) => ({ pairs, opRow })),
  };
}

/** The form's values as the backend takes them: name, remark and one item per pair. */
function payload(value: Record<string, unknown>, pairs: RatePair[]): RateTemplateBody {
  return {
    id: value.id,
    templateName: value.templateName,
    remark: value.remark ?? "",
    items: pairs.map((p) => ({
      channelCode: p.channelCode,
      payType: p.payType,
      rate: String(value[rateField(p)] ?? ""),
      cap: String(value[capField(p)] ?? ""),
    })),
  };
}

/** 复制: a new template with the same rates, named by the backend; the list says which. */
const copy = (operator: Operator): IntentHandler => ({
  permission: "rate_template_add",
  run: async (ctx) => {
    const id = rowIdField.safeParse(ctx.formData.get("id"));
    if (!id.success) return answer(ctx, { formError: { key: "kit.validation.choice" } });
    const made = await operator.api.call(policy.rateTemplate.copy, { json: { id: id.data } });
    return redirectWithFlash(listWithoutOp(ctx.request), {
      key: "policy.rateTemplate.copied",
      values: { name: text(made?.templateName) },
      tone: "success",
    });
  },
});

/**
 * The actions, with the schema of the backend's pairs (read first: the form has a field pair each).
 * Pairs it cannot read (an operator without the screen, the backend down) leave the schema without
 * them: the intent's own permission check and the backend's refusal answer then.
 */
export async function rateTemplateActions(operator: Operator): Promise<ActionOptions> {
  const pairs = await ratePairs(operator).catch((): RatePair[] => []);
  return {
    schema: formSchema({
      texts: rateTemplateScreen.texts,
      fields: { ...rateTemplateScreen.fields, ...pairFields(pairs) },
    }) as z.ZodObject,
    send: (value) => operator.api.call(policy.rateTemplate.submit, { json: payload(value, pairs) }),
    intents: (op) => ({ copy: copy(op) }),
  };
}
