/**
 * The business objects the work-flow approves (ADR 025), each an adapter its own service gives:
 * its summary for the 审批 dialog (number, amount in yuan, the company) and what the last step's
 * 同意 or any step's 驳回 does to it, through the same code path as the object's own audit.
 * index.ts hands them to the work routes, so cloud-flow uses no business service (the services
 * use cloud-flow to start instances: no cycle). 充值订单审核: toll/recharge-approval.ts;
 * 商户入网审核: merchant/approval.ts.
 */
import type { BusinessRef } from "./instances";

export interface BusinessSummary {
  /** The order number (or the object's own label). */
  label: string;
  /** The amount in yuan, two decimals ("" when the object has none). */
  amount: string;
  /** Who asked (the tenant; a merchant's agent) and the company concerned (the payee; the merchant). */
  tenantName: string;
  companyName: string;
  detail: string;
  /** The object's own state as its service names it. */
  state: number;
}

export interface BusinessAdapter {
  summary(db: D1Database, id: string): Promise<BusinessSummary | null>;
  /** Carries out the decision as `userId`; the message refusing it when the object cannot take it now. */
  finish(db: D1Database, id: string, approved: boolean, comment: string, userId: string): Promise<string | null>;
}

/** Every kind of object's adapter. */
export type BusinessAdapters = Record<BusinessRef["type"], BusinessAdapter>;
