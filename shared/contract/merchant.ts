/** /api/cloud-merchant (ADR 031). */
import { service } from "./define.ts";

export const merchant = service("merchant", {});
