/**
 * 政策列表 on the server: the templates to choose from (the backend's, by name), and the form sent
 * as the backend takes it: a level for a level policy, an agent number for one agent's (checked
 * here first, words of the screen), numbers as numbers. The ordering rule is the backend's
 * (ADR 020): its refusal names the rate and comes back on the form with everything typed kept.
 */
import { type PolicyBody, policy } from "@contract";
import { ActionRefused } from "~/kit/server/action.server";
import type { ActionOptions, LoadOptions } from "~/kit/server/described.server";
import { text } from "~/kit/server/page.server";
import type { Option } from "~/kit/ui/filter-bar";
import type { Operator } from "~/server/auth.server";
import type { Policy } from "./screen";

export type PolicyInfoExtra = { templates: Option[] };

/** Every template as a choice (at most 200: a tenant keeps a handful). */
export async function templateChoices(operator: Operator): Promise<Option[]> {
  const page = await operator.api
    .call(policy.rateTemplate.list, { query: { current: 1, size: 200 } })
    .catch(() => null);
  return (page?.records ?? []).map((t) => ({ value: text(t.id), label: text(t.templateName) })).filter((c) => c.value);
}

export function policyInfoLoadOptions(operator: Operator): LoadOptions<Policy, PolicyInfoExtra> {
  return { extra: templateChoices(operator).then((templates) => ({ templates })) };
}

function payload(value: Record<string, unknown>): PolicyBody {
  const byLevel = value.targetType === "1";
  if (byLevel && !value.agentLevel) throw new ActionRefused({ key: "policy.policyInfo.levelRequired" }, 400);
  if (!byLevel && !value.agentNo) throw new ActionRefused({ key: "policy.policyInfo.agentRequired" }, 400);
  return {
    id: value.id,
    policyName: value.policyName,
    templateId: value.templateId,
    targetType: Number(value.targetType),
    agentLevel: byLevel ? Number(value.agentLevel) : null,
    agentNo: byLevel ? "" : value.agentNo,
    effectiveDate: value.effectiveDate,
    remark: value.remark ?? "",
  };
}

export const policyInfoActions: ActionOptions = {
  send: (value, operator) => operator.api.call(policy.policy.submit, { json: payload(value) }),
};
