/** People inside the role-limited operator's data scope (ADR 009): 运营部's groups and users, the role 运营助理. */
import { tenantSeed } from "../core/db";
import { dataScopeSeed } from "../services/user/seed-data-scope";

export default tenantSeed(dataScopeSeed);
