/** /api/cloud-agent (ADR 031). */
import { service } from "./define.ts";

export const agent = service("agent", {});
