/**
 * The business objects the work-flow approves (ADR 025), each an adapter its own service gives:
 * its summary for the 审批 dialog (number, amount in yuan, the company) and what the last step's
 * 同意 or any step's 驳回 does to it, through the same code path as the object's own audit.
 * The sandbox's routes.ts hands them to the work routes, so cloud-flow uses no business service (the services
 * use cloud-flow to start instances: no cycle). 充值订单审核: toll/recharge-approval.ts;
 * 商户入网审核: merchant/approval.ts.
 */
import type { z } from "zod";
import type { flowTaskBusiness } from "../../../../shared/contract/index.ts";
import type { BusinessRef } from "./instances";

/**
 * What the 审批 dialog shows of the object (the contract's flowTaskBusiness: the order number or
 * label, the amount in yuan, who asked, the company concerned, a line of detail) and the object's
 * own state as its service names it.
 */
export type BusinessSummary = z.input<typeof flowTaskBusiness> & { label: string; amount: string; state: number };

export interface BusinessAdapter {
  summary(db: D1Database, id: string): Promise<BusinessSummary | null>;
  /** Carries out the decision as `userId`; the message refusing it when the object cannot take it now. */
  finish(db: D1Database, id: string, approved: boolean, comment: string, userId: string): Promise<string | null>;
}

/** Every kind of object's adapter. */
export type BusinessAdapters = Record<BusinessRef["type"], BusinessAdapter>;
