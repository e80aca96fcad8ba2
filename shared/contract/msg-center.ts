/** /api/cloud-msg-center (ADR 031). */
import { service } from "./define.ts";

export const msgCenter = service("msgCenter", {});
