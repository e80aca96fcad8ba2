/** The partner network: 3,000 more agents, their payload fields, the partner roles and accounts agent01, agent02, mer01 (ADR 016). */
import { tenantSeed } from "../core/db";
import { partnerSeed } from "../services/agent/seed";

export default tenantSeed(partnerSeed);
