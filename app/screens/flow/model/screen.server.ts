/**
 * 流程模型 on the server: the category and role choices for the filter and the form, and the
 * form's own rules (a step row has both its name and its role, or neither; at least one step),
 * its ten step rows rebuilt into the ordered `steps` list model/submit takes.
 */
import { flow } from "@contract";
import { type ActionOptions, formSchema, type LoadOptions } from "~/kit/server/described.server";
import type { Operator } from "~/server/auth.server";
import { categoryChoices, roleChoices } from "~/screens/_shared/flow/choices.server";
import { type Choice, STEP_NUMBERS, stepName, stepRole } from "~/screens/_shared/flow/flow";
import { type FlowModel, flowModelScreen } from "./screen";

export type ModelExtra = { categories: Choice[]; roles: Choice[] };

export function modelLoadOptions(operator: Operator): LoadOptions<FlowModel, ModelExtra> {
  return {
    extra: Promise.all([categoryChoices(operator), roleChoices(operator)]).then(([categories, roles]) => ({
      categories,
      roles,
    })),
  };
}

/** The filled step rows, in order. */
export function stepsOf(value: Record<string, unknown>): { name: string; roleId: string }[] {
  return STEP_NUMBERS.flatMap((n) => {
    const name = String(value[stepName(n)] ?? "").trim();
    const roleId = String(value[stepRole(n)] ?? "").trim();
    return name || roleId ? [{ name, roleId }] : [];
  });
}

/** Create only (the screen has no 修改): the id left out, as 黑名单 does. */
export const modelSchema = formSchema(flowModelScreen)
  .omit({ id: true })
  .superRefine((value, ctx) => {
    let filled = 0;
    for (const n of STEP_NUMBERS) {
      const name = String(value[stepName(n)] ?? "").trim();
      const role = String(value[stepRole(n)] ?? "").trim();
      if (!name && !role) continue;
      filled += 1;
      if (!name) ctx.addIssue({ code: "custom", path: [stepName(n)], message: "flow.model.stepNameRequired" });
      if (!role) ctx.addIssue({ code: "custom", path: [stepRole(n)], message: "flow.model.stepRoleRequired" });
    }
    if (filled === 0) ctx.addIssue({ code: "custom", path: [stepName(1)], message: "flow.model.stepsRequired" });
  });

export const modelActions: ActionOptions = {
  schema: modelSchema,
  send: (value, operator) =>
    operator.api.call(flow.model.submit, {
      json: {
        modelKey: value.modelKey,
        name: value.name,
        category: value.category,
        description: value.description ?? "",
        steps: stepsOf(value),
      },
    }),
};
