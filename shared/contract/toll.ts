/** /api/cloud-tenant-toll (ADR 031). */
import { service } from "./define.ts";

export const toll = service("toll", {});
