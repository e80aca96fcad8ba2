/** /api/cloud-channel (ADR 031). */
import { service } from "./define.ts";

export const channel = service("channel", {});
