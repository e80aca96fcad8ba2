/** /api/cloud-settle (ADR 031). */
import { service } from "./define.ts";

export const settle = service("settle", {});
