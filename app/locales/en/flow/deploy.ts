/** Process deployment's texts (ADR 025). */
export default {
  modelKey: "Model key",
  name: "Model name",
  category: "Category",
  stepNames: "Approval steps",
  version: "Deployed version",
  updateTime: "Updated",
  deploy: "Deploy",
  deployMeans:
    "Deploying makes version {{version}}, active; new approvals of this category start on its latest active version.",
  categoryRequired: "Choose a category",
  deployed: "Deployed",
  deployments: "Deployments",
  noDeployments: "This model has not been deployed yet",
  state: "State",
  states: { "1": "Active", "2": "Suspended" },
  runningCount: "Running instances",
  deploymentTime: "Deployed",
};
