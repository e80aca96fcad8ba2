/** /api/cloud-policy (ADR 031). */
import { service } from "./define.ts";

export const policy = service("policy", {});
