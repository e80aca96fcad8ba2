/** Process management's texts (ADR 025). */
import type zh from "./texts.zh";
import { flowStates } from "~/locales/en/shared";

import log from "~/screens/_shared/flow/log.en";

export default {
  key: "Process key",
  name: "Process name",
  version: "Version",
  states: flowStates,
  instanceCount: "All instances",
  deploymentId: "Deployment ID",
  suspend: "Suspend",
  activate: "Activate",
  changeState: "Change state",
  suspendMeans:
    "Once suspended it starts no new instance (its {{running}} running instances go on); this category's objects are then audited the usual way unless another process is active.",
  activateMeans:
    "Once active, new objects of this category start their approval on the latest active version ({{running}} instances running now).",
  activated: "Activated",
  suspended: "Suspended",
  stateInvalid: "Invalid process state",
  instances: "Instances",
  noInstances: "This process has no instance yet",
  instanceStates: { "0": "Waiting", "1": "Approved", "2": "Rejected" },
  startTime: "Started",
  log,
} satisfies typeof zh;
