/**
 * 流程部署 on the server: the category choices, the model a 部署 dialog (?op=deploy&id=…) is
 * about, and 部署 itself (intent `deploy`, button flow_deploy_add): the model read again, the
 * category one of the dictionary's, then model/deploy; the backend's refusal shows in the dialog.
 */
import { z } from "zod";
import type { IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { fetchDetail } from "~/kit/server/page.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { formOf, invalid } from "../money/forms.server";
import { categoryChoices } from "./choices.server";
import { type DeployModel, flowDeployScreen } from "./deploy";
import { type Choice, FLOW_API } from "./flow";

export type DeployExtra = { categories: Choice[]; deploy: { row: DeployModel | null } | null };

const toModel = rowReader(flowDeployScreen);

export function deployLoadOptions(operator: Operator, request: Request): LoadOptions<DeployModel, DeployExtra> {
  const op = opOf(request, ["deploy"] as const);
  return {
    extra: Promise.all([categoryChoices(operator), op ? fetchDetail(operator, `${FLOW_API}/model/detail`, { id: op.id }, toModel) : Promise.resolve(null)])
      .then(([categories, loaded]) => ({ categories, deploy: loaded ? { row: loaded.value } : null })),
  };
}

export const deploySchema = z.object({ id: rowIdField, category: z.string({ error: "flow.deploy.categoryRequired" }).trim().min(1, "flow.deploy.categoryRequired") });

const deploy = (operator: Operator): IntentHandler => ({
  permission: "flow_deploy_add",
  run: async (ctx) => {
    const parsed = deploySchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    const categories = await categoryChoices(operator);
    if (!categories.some((c) => c.value === parsed.data.category)) {
      return invalid(ctx, new z.ZodError([{ code: "custom", path: ["category"], message: "flow.deploy.categoryRequired", input: parsed.data.category }]));
    }
    await operator.api.post(`${FLOW_API}/model/deploy`, { json: { modelId: parsed.data.id, category: parsed.data.category } });
    return redirectWithFlash(listWithoutOp(ctx.request), { key: "flow.deploy.deployed", tone: "success" });
  },
});

export const deployActions: ActionOptions = { intents: (operator) => ({ deploy: deploy(operator) }) };
