/** /api/cloud-report (ADR 031). */
import { service } from "./define.ts";

export const report = service("report", {});
