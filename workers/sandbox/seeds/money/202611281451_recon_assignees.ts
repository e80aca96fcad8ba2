/** 指派 (issue 34): a few open differences of tenant 000001 assigned to admin, qa2 and qa3, so 我的审批 has them. */
import { tenantSeed } from "../../core/db";
import { assigneesSeed } from "../../services/recon/assign-seed";

export default tenantSeed(assigneesSeed);
