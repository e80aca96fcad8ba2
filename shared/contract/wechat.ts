/** /api/cloud-wechat (ADR 031). */
import { service } from "./define.ts";

export const wechat = service("wechat", {});
