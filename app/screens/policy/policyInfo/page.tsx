/**
 * 政策列表's page parts: the target as a level or an agent, the state as a badge, the templates
 * the loader sends as the form's choices, a new policy defaulting to a level and tomorrow.
 */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import type { Tone } from "~/kit/ui/row-ops";
import { StateText, useSay } from "~/kit/ui/say";
import { type Policy, policyInfoScreen } from "./screen";
import type { PolicyInfoExtra } from "./screen.server";

type Data = ScreenLoaderData<Policy> & PolicyInfoExtra;

const TONES: Record<string, Tone> = { "0": "warning", "1": "success", "2": "muted" };

/** Tomorrow in Beijing (a policy's earliest day). */
const tomorrow = () => new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

export function usePolicyParts(data: Data) {
  const say = useSay(policyInfoScreen);
  const target = (row: Policy) =>
    row.targetType === "1" ? say(`levels.${row.agentLevel}`) : `${row.agentNo} ${row.agentName}`.trim() || "—";
  const state = (row: Policy) => <StateText tones={TONES} value={row.state} say={say} />;
  return {
    cells: { target, state },
    details: { target, state },
    form: {
      fields: (_mode: "create" | "edit", _row: Policy | null, fields: FormField[]) =>
        fields.map((f) => (f.name === "templateId" ? { ...f, options: data.templates } : f)),
      initial: (row: Policy | null, values: Record<string, string | string[]>) =>
        row ? values : { ...values, targetType: "1", effectiveDate: tomorrow() },
    },
  };
}
