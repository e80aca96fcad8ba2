/**
 * 流程管理 on the server: the category choices; for a row dialog the definition it names
 * (?op=state|instances|history&id=…), its instances (manager/instances) and an instance's
 * history (&instance=…); 挂起 / 激活 (intent `change-state`, flow_manager_edit) and 删除 (the
 * deployment of the definition read again: delete-deployment?deploymentIds=). The backend's
 * refusals (a deployment with running instances) show in the dialog.
 */
import { flow } from "@contract";
import { z } from "zod";
import { ActionRefused, type IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { fetchDetail, fetchPage } from "~/kit/server/page.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { formOf, invalid } from "~/kit/server/row-form.server";
import { categoryChoices } from "~/screens/_shared/flow/choices.server";
import type { Choice } from "~/screens/_shared/flow/flow";
import type { HistoryEntry } from "~/screens/_shared/flow/history";
import { fetchHistory } from "~/screens/_shared/flow/history.server";
import { FLOW_INSTANCE_ROW, type FlowDefinition, type FlowInstance, flowManagerScreen } from "./screen";

export type ManagerExtra = {
  categories: Choice[];
  op: {
    row: FlowDefinition | null;
    instances: FlowInstance[];
    history: { instance: FlowInstance | null; entries: HistoryEntry[] } | null;
  } | null;
};

const toDefinition = rowReader(flowManagerScreen);
const toInstance = rowReader({ row: FLOW_INSTANCE_ROW });

const definitionOf = (operator: Operator, id: string) =>
  fetchDetail(operator, flow.manager.detail, { id }, toDefinition);

async function opData(operator: Operator, request: Request): Promise<ManagerExtra["op"]> {
  const op = opOf(request, ["state", "instances", "history"] as const);
  if (!op) return null;
  const row = (await definitionOf(operator, op.id)).value;
  if (!row || op.op === "state") return { row, instances: [], history: null };
  const instances = (
    await fetchPage(
      operator,
      flow.manager.instances,
      { processId: row.id, current: 1, size: 50 },
      { current: 1, size: 50 },
      toInstance,
    )
  ).value.records;
  if (op.op === "instances") return { row, instances, history: null };
  const wanted = new URL(request.url).searchParams.get("instance") ?? "";
  const instance = instances.find((i) => i.id === wanted) ?? null;
  return {
    row,
    instances,
    history: { instance, entries: instance ? ((await fetchHistory(operator, instance.id)) ?? []) : [] },
  };
}

export function managerLoadOptions(operator: Operator, request: Request): LoadOptions<FlowDefinition, ManagerExtra> {
  return {
    extra: Promise.all([categoryChoices(operator), opData(operator, request)]).then(([categories, op]) => ({
      categories,
      op,
    })),
  };
}

export const stateSchema = z.object({
  id: rowIdField,
  state: z.enum(["active", "suspend"], { error: "flow.manager.stateInvalid" }),
});

const changeState = (operator: Operator): IntentHandler => ({
  permission: "flow_manager_edit",
  run: async (ctx) => {
    const parsed = stateSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    await operator.api.call(flow.manager.changeState, {
      query: { processId: parsed.data.id, state: parsed.data.state },
    });
    return redirectWithFlash(listWithoutOp(ctx.request), {
      key: parsed.data.state === "active" ? "flow.manager.activated" : "flow.manager.suspended",
      tone: "success",
    });
  },
});

export const managerActions: ActionOptions = {
  remove: async (id, operator) => {
    const row = (await definitionOf(operator, id)).value;
    if (!row) throw new ActionRefused({ key: "kit.notFound" }, 404);
    return operator.api.call(flow.manager.deleteDeployment, { query: { deploymentIds: row.deploymentId } });
  },
  intents: (operator) => ({ "change-state": changeState(operator) }),
};
