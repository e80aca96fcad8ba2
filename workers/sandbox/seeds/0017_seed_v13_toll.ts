/** The flow top-up: combos, company config, thresholds, 蓝海支付's recharge orders, tenant 000005 星河支付 (topup01, topup02), 公司配置 and 流水统计 (ADR 017). */
import { tenantSeed } from "../core/db";
import { tollSeed } from "../services/toll/seed";

export default tenantSeed(tollSeed);
