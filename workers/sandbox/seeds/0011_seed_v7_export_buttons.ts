/** 导出 on the system lists that export, for the administrator roles holding those screens (000004's too). */
import { tenantSeed } from "../core/db";
import { exportButtonsSeed } from "../services/menu/seed";

export default tenantSeed(exportButtonsSeed);
