/** /api/cloud-account (ADR 031). */
import { service } from "./define.ts";

export const account = service("account", {});
