/** 微信公众号 (ADR 026): 公众号配置's 删除, two 公众号 of tenant 000001 with a published menu and a draft. */
import { tenantSeed } from "../core/db";
import { wechatSeed } from "../services/wechat/seed";

export default tenantSeed(wechatSeed);
