/** Process deployment's texts (ADR 025). */
export default {
  modelKey: "Model key",
  name: "Model name",
  category: "Category",
  stepNames: "Approval steps",
  version: "Deployed version",
  updateTime: "Updated",
  deploy: "Deploy",
  deployMeans: "Deploying makes version {{version}}, active; new approvals of this category start on its latest active version.",
  categoryRequired: "Choose a category",
  deployed: "Deployed",
};
