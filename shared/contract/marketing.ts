/** /api/cloud-marketing (ADR 031). */
import { service } from "./define.ts";

export const marketing = service("marketing", {});
