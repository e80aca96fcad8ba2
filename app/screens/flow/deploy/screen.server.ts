/**
 * 流程部署 on the server: the category choices, the model a 部署 dialog (?op=deploy&id=…) is
 * about, and 部署 itself (intent `deploy`, button flow_deploy_add): the model read again, the
 * category one of the dictionary's, then model/deploy; the backend's refusal shows in the dialog.
 */
import { flow } from "@contract";
import { z } from "zod";
import type { IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { fetchDetail, fetchPage, text } from "~/kit/server/page.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { formOf, invalid } from "~/kit/server/row-form.server";
import { categoryChoices } from "~/screens/_shared/flow/choices.server";
import { type DeployModel, flowDeployScreen } from "./screen";
import type { Choice } from "~/screens/_shared/flow/flow";

/** One deployment of a model's key, as 流程管理 lists it. */
export type Deployment = {
  id: string;
  version: string;
  suspensionState: string;
  deploymentTime: string;
  runningCount: string;
};
export type DeployExtra = {
  categories: Choice[];
  deploy: { row: DeployModel | null; deployments: Deployment[] } | null;
};

const toModel = rowReader(flowDeployScreen);

export function deployLoadOptions(operator: Operator, request: Request): LoadOptions<DeployModel, DeployExtra> {
  const op = opOf(request, ["deploy", "deployments"] as const);
  return {
    extra: Promise.all([
      categoryChoices(operator),
      op ? modelWithDeployments(operator, op.id, op.op === "deployments") : Promise.resolve(null),
    ]).then(([categories, deploy]) => ({ categories, deploy })),
  };
}

const toDeployment = (row: Record<string, unknown>): Deployment | null =>
  text(row.id)
    ? {
        id: text(row.id),
        version: text(row.version),
        suspensionState: text(row.suspensionState),
        deploymentTime: text(row.deploymentTime),
        runningCount: text(row.runningCount),
      }
    : null;

/** The model a dialog names and, for 部署记录, the deployments of its key (manager/list by name, then the key's own). */
async function modelWithDeployments(
  operator: Operator,
  id: string,
  withDeployments: boolean,
): Promise<DeployExtra["deploy"]> {
  const row = (await fetchDetail(operator, flow.model.detail, { id }, toModel)).value;
  if (!row || !withDeployments) return { row, deployments: [] };
  const page = await fetchPage(
    operator,
    flow.manager.list,
    { name: row.modelKey, current: 1, size: 50 },
    { current: 1, size: 50 },
    (raw) => (text(raw.key) === row.modelKey ? toDeployment(raw) : null),
  );
  return { row, deployments: page.value.records };
}

export const deploySchema = z.object({
  id: rowIdField,
  category: z.string({ error: "flow.deploy.categoryRequired" }).trim().min(1, "flow.deploy.categoryRequired"),
});

const deploy = (operator: Operator): IntentHandler => ({
  permission: "flow_deploy_add",
  run: async (ctx) => {
    const parsed = deploySchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    const categories = await categoryChoices(operator);
    if (!categories.some((c) => c.value === parsed.data.category)) {
      return invalid(
        ctx,
        new z.ZodError([
          { code: "custom", path: ["category"], message: "flow.deploy.categoryRequired", input: parsed.data.category },
        ]),
      );
    }
    await operator.api.call(flow.model.deploy, { json: { modelId: parsed.data.id, category: parsed.data.category } });
    return redirectWithFlash(listWithoutOp(ctx.request), { key: "flow.deploy.deployed", tone: "success" });
  },
});

export const deployActions: ActionOptions = { intents: (operator) => ({ deploy: deploy(operator) }) };
