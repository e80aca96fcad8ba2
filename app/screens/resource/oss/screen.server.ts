/**
 * 对象存储 on the server: the dictionary `oss`'s categories (filter, cells, form), the row a
 * 启用 / 测试上传 dialog (?op=enable|test&id=…) is about, the form's rules a descriptor cannot
 * say (a new config needs its secret, tencent its appId, ali and tencent a region, a bucket
 * name without `..` that is no IP address), and the intents `enable` (oss_status) and `test`
 * (oss_test). The secret key is write-only: a failed form's echo never carries it back (the kit
 * leaves password fields out), and an edit that leaves it empty does not send it (the backend keeps it).
 */
import { resource } from "@contract";
import { z } from "zod";
import { answer, type IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, formSchema, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { type DictChoice, systemDictionary } from "~/kit/server/dictionary.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { fetchDetail, text } from "~/kit/server/page.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { NEEDS_APP_ID, NEEDS_REGION, OSS_CATEGORIES, type OssConfig, ossScreen } from "./screen";

const toConfig = rowReader(ossScreen);
const T = "resource.oss";

export type OssExtra = {
  categories: DictChoice[];
  /** The row a 启用 / 测试上传 dialog is about; null when it could not be read. */
  opRow: OssConfig | null;
};

/** The dictionary's categories the console knows (a sealed one is left out by the dictionary read). */
async function categories(operator: Operator): Promise<DictChoice[]> {
  const known: readonly string[] = OSS_CATEGORIES;
  return (await systemDictionary(operator, "oss")).filter((c) => known.includes(c.value));
}

export function ossLoadOptions(operator: Operator, request: Request): LoadOptions<OssConfig, OssExtra> {
  const op = opOf(request, ["enable", "test"] as const);
  return {
    extra: Promise.all([
      categories(operator),
      op ? fetchDetail(operator, resource.oss.detail, { id: op.id }, toConfig) : Promise.resolve(null),
    ]).then(([list, opLoaded]) => ({ categories: list, opRow: opLoaded?.value ?? null })),
  };
}

const IP_ADDRESS = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The descriptor's schema with the rules across fields; `create` also needs the secret. */
function configSchema(create: boolean) {
  const base = create ? formSchema(ossScreen).omit({ id: true }) : formSchema(ossScreen).extend({ id: rowIdField });
  return base.superRefine((value, ctx) => {
    const v = value as Record<string, string | undefined>;
    const issue = (path: string, name: string) =>
      ctx.addIssue({ code: "custom", path: [path], message: `${T}.${name}` });
    if (create && !v.secretKey) issue("secretKey", "secretRequired");
    if (v.bucketName && (v.bucketName.includes("..") || IP_ADDRESS.test(v.bucketName)))
      issue("bucketName", "bucketDots");
    if (v.category && NEEDS_APP_ID.includes(v.category) && !v.appId) issue("appId", "appIdRequired");
    if (v.category && NEEDS_REGION.includes(v.category) && !v.region) issue("region", "regionRequired");
  });
}

/** The form as the backend takes it: the category as a number; an empty secret left out (kept). */
function payload(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value, category: Number(value.category) };
  if (!out.secretKey) delete out.secretKey;
  return out;
}

const opSchema = z.object({ id: rowIdField });

/** 启用: this config on, the tenant's others off (the backend does both at once). */
const enable = (operator: Operator): IntentHandler => ({
  permission: "oss_status",
  run: async (ctx) => {
    const parsed = opSchema.safeParse({ id: ctx.formData.get("id") });
    if (!parsed.success) return answer(ctx, { formError: { key: "kit.validation.choice" } });
    await operator.api.call(resource.oss.enable, { query: { id: parsed.data.id } });
    return redirectWithFlash(listWithoutOp(ctx.request), { key: "kit.done", tone: "success" });
  },
});

/** 测试上传: the backend round-trips a test object with the stored values; its reason shows in the dialog when it fails. */
const test = (operator: Operator): IntentHandler => ({
  permission: "oss_test",
  run: async (ctx) => {
    const parsed = opSchema.safeParse({ id: ctx.formData.get("id") });
    if (!parsed.success) return answer(ctx, { formError: { key: "kit.validation.choice" } });
    const result = await operator.api.call(resource.oss.testUpload, { query: { id: parsed.data.id } });
    return redirectWithFlash(listWithoutOp(ctx.request), {
      key: `${T}.tested`,
      values: { name: text(result && "objectName" in result ? result.objectName : "") },
      tone: "success",
    });
  },
});

export const ossActions: ActionOptions = {
  schema: { create: configSchema(true), update: configSchema(false) },
  send: (value, operator) => operator.api.call(resource.oss.submit, { json: payload(value) }),
  intents: (operator) => ({ enable: enable(operator), test: test(operator) }),
};
