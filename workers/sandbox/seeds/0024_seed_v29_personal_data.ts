/** Personal data (issue 30, ADR 029): 查看完整 and 导出完整 (`*_view_full`, `*_export_full`) on the screens with personal data, for the administrator roles holding them. */
import { tenantSeed } from "../core/db";
import { personalButtonsSeed } from "../services/menu/personal-buttons";

export default tenantSeed(personalButtonsSeed);
