/** /api/cloud-data-sync (ADR 031). */
import { service } from "./define.ts";

export const dataSync = service("dataSync", {});
