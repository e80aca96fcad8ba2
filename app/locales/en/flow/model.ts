/** Process models' texts (ADR 025). */
const steps = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => i + 1).flatMap((n) => [
    [`step${n}Name`, `Step ${n} name`],
    [`step${n}Role`, `Step ${n} approving role`],
  ]),
) as Record<`step${number}Name` | `step${number}Role`, string>;

export default {
  description: "Description",
  stepCount: "Steps",
  keyFormat: "Starts with a letter; letters, digits and underscores only, at most 40 characters",
  keyHint: "Unique in the tenant and fixed once created; each deployment of a key gets the next version",
  stepNamePlaceholder: "e.g. Finance check",
  stepNameRequired: "Enter this step's name",
  stepRoleRequired: "Choose this step's approving role",
  stepsRequired: "Fill in at least one approval step (name and role)",
  ...steps,
};
