/** /api/cloud-equip (ADR 031). */
import { service } from "./define.ts";

export const equip = service("equip", {});
