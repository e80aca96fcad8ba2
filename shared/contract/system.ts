/**
 * /api/cloud-system (ADR 031): its entries live in two parts, reference data and settings
 * (system-reference.ts) and the organisation (system-org.ts); `system` names them all.
 */
import { service } from "./define.ts";
import { systemOrg } from "./system-org.ts";
import { systemReference } from "./system-reference.ts";

export const system = service("system", { ...systemReference, ...systemOrg });
