/** Policies. */
import type zh from "./texts.zh";
import { agentLevels } from "~/locales/en/shared";

export default {
  policyName: "Policy name",
  policyNamePlaceholder: "Policy name",
  templateId: "Rate template",
  templateName: "Rate template",
  targetType: "Applies to",
  targetTypes: { "1": "An agent level", "2": "One agent" },
  target: "Scope",
  agentLevelHint: "Required when the policy applies to a level",
  levels: agentLevels,
  agentNoPlaceholder: "e.g. A000001",
  agentNoHint: "Required when the policy applies to one agent; an agent's own policy comes before its level's",
  agentNoFormat: "An agent number is A and 6 digits, e.g. A000001",
  effectiveDate: "Effective from",
  effectiveDateHint: "After today (Beijing time); once in force a policy cannot be changed or removed: make a new one",
  dateFormat: "Choose a date",
  states: { "0": "Pending", "1": "In force", "2": "Superseded" },
  levelRequired: "Choose the agent level",
  agentRequired: "Enter the agent number",
} satisfies typeof zh;
