/** /api/cloud-flow (ADR 031). */
import { service } from "./define.ts";

export const flow = service("flow", {});
