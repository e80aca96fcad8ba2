/** Pricing (ADR 020): the merchants' rates per pay type, three agent-cost templates and the level policies giving them from next month. */
import { tenantSeed } from "../../core/db";
import { policyDataSeed } from "../../services/policy/seed";

export default tenantSeed(() => policyDataSeed());
