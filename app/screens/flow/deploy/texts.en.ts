/** Process deployment's texts (ADR 025). */
import type zh from "./texts.zh";
import { flowStates } from "~/locales/en/shared";

export default {
  deploy: "Deploy",
  deployMeans:
    "Deploying makes version {{version}}, active; new approvals of this category start on its latest active version.",
  categoryRequired: "Choose a category",
  deployed: "Deployed",
  deployments: "Deployments",
  noDeployments: "This model has not been deployed yet",
  states: flowStates,
} satisfies typeof zh;
