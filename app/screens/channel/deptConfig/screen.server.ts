/**
 * 机构通道配置 on the server: the tenant's departments and settle types, the chosen department's
 * config, and 保存 (dept_channel_edit): every channel's row validated with zod (an enabled
 * channel needs a settle type and a cost rate), errors by field (`<name>.<channelCode>`) with
 * everything typed kept, then the whole config sent at once.
 */
import { channel } from "@contract";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { answer, messageView, screenIntents } from "~/kit/server/action.server";
import { bizDictionary } from "~/kit/server/dictionary.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { settle, text, children } from "~/kit/server/page.server";
import { requireScreen, screenData } from "~/kit/server/screen.server";
import { wholeValue } from "~/kit/shared/screen";
import type { FormMessageView } from "~/lib/i18n";
import { operatorContext, type Operator } from "~/server/auth.server";
import { deptOptions } from "~/screens/system/dept/screen.server";
import { type DeptChannelConfig, deptChannelScreen } from "./screen";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const deptIdOf = (request: Request) => {
  const id = new URL(request.url).searchParams.get("deptId") ?? "";
  return /^\d{1,19}$/.test(id) ? id : "";
};

async function readConfigs(operator: Operator, deptId: string) {
  if (!deptId) return { configs: [] as DeptChannelConfig[], error: null };
  const loaded = await settle(
    operator.api.call(channel.deptConfig.list, { query: { deptId } }) as Promise<unknown>,
    [],
  );
  const configs = children(loaded.value)
    .map((row) => ({
      channelCode: text(row.channelCode),
      channelName: text(row.channelName),
      channelStatus: text(row.channelStatus),
      enabled: text(row.enabled) === "1" ? "1" : "0",
      settleType: text(row.settleType),
      costRate: text(row.costRate),
    }))
    .filter((c) => c.channelCode);
  return { configs, error: loaded.error };
}

export async function loadDeptChannel({ request, context }: Args) {
  const operator = context.get(operatorContext);
  const deptId = deptIdOf(request);
  const [, depts, settleTypes, { configs, error }] = await Promise.all([
    requireScreen(context),
    deptOptions(operator),
    bizDictionary(operator, "settle_type"),
    readConfigs(operator, deptId),
  ]);
  return screenData(request, context, deptChannelScreen, {
    deptId,
    depts: depts.map((d) => ({ value: d.value, label: `${"　".repeat(d.depth)}${d.label}` })),
    settleTypes,
    configs,
    loadError: error,
  });
}

const RATE = wholeValue(deptChannelScreen.fields.costRate!.pattern!.source);
const CODE = /^[A-Z][A-Z0-9_]{1,31}$/;

const rowSchema = z
  .object({
    channelCode: z.string().regex(CODE, "kit.validation.format"),
    enabled: z.enum(["0", "1"]),
    settleType: z
      .string()
      .trim()
      .max(2, "kit.validation.tooLong")
      .regex(/^\d{0,2}$/, "kit.validation.choice"),
    costRate: z
      .string()
      .trim()
      .max(8, "kit.validation.tooLong")
      .refine((v) => v === "" || RATE.test(v), "partner.deptChannel.rateFormat"),
  })
  .superRefine((row, ctx) => {
    if (row.enabled !== "1") return;
    if (!row.settleType) ctx.addIssue({ code: "custom", path: ["settleType"], message: "kit.validation.required" });
    if (!row.costRate) ctx.addIssue({ code: "custom", path: ["costRate"], message: "kit.validation.required" });
  });

export const saveDeptChannel = (args: Args) =>
  screenIntents(args, (operator) => ({
    save: {
      permission: "dept_channel_edit",
      run: async (ctx) => {
        const deptId = String(ctx.formData.get("deptId") ?? "");
        if (!/^\d{1,19}$/.test(deptId))
          return answer(ctx, { fieldErrors: { deptId: { key: "kit.validation.required" } } });
        const codes = [...new Set(ctx.formData.getAll("channelCode").map(String))].slice(0, 200);
        const fieldErrors: Record<string, FormMessageView> = {};
        const configs: Record<string, string>[] = [];
        for (const code of codes) {
          // A switch posts its hidden "0" and, when on, "1": the last counts.
          const enabled = ctx.formData.getAll(`enabled.${code}`).map(String).at(-1) ?? "0";
          const parsed = rowSchema.safeParse({
            channelCode: code,
            enabled,
            settleType: String(ctx.formData.get(`settleType.${code}`) ?? ""),
            costRate: String(ctx.formData.get(`costRate.${code}`) ?? ""),
          });
          if (!parsed.success) {
            for (const issue of parsed.error.issues)
              fieldErrors[`${String(issue.path[0] ?? "channelCode")}.${code}`] ??= messageView(issue.message);
            continue;
          }
          configs.push(parsed.data);
        }
        if (Object.keys(fieldErrors).length) return answer(ctx, { fieldErrors });
        await operator.api.call(channel.deptConfig.save, { json: { deptId, configs } });
        return redirectWithFlash(`${deptChannelScreen.path}?deptId=${deptId}`, { key: "kit.done", tone: "success" });
      },
    },
  }));
