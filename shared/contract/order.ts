/** /api/cloud-order (ADR 031). */
import { service } from "./define.ts";

export const order = service("order", {});
