/** /api/cloud-recon (ADR 031). */
import { service } from "./define.ts";

export const recon = service("recon", {});
