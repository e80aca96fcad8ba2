/** The work-flow (ADR 025): 我的待办 and 已办, the flow dictionary's 充值订单审核, its model deployed (suspended) and two waiting recharge orders in it. */
import { tenantSeed } from "../core/db";
import { workFlowSeed } from "../services/flow/seed";

export default tenantSeed(workFlowSeed);
