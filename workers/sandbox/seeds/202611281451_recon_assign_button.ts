/** 指派 (issue 34): the button recon_error_assign of 差错处理, for the roles holding its 处理 (recon_error_edit). */
import { tenantSeed } from "../core/db";
import { assignButtonSeed } from "../services/recon/assign-seed";

export default tenantSeed(assignButtonSeed);
