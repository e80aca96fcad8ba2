/**
 * The personal-data buttons (seed_v29_personal_data, ADR 029): 查看完整 (`<prefix>_view_full`: one
 * field of one record whole in the detail, recorded in the usual log) on the screens whose detail
 * shows personal data, and 导出完整 (`<prefix>_export_full`: the export with personal data whole)
 * on those that export it. Granted to the administrator roles holding the screen, never to the
 * operator or partner roles.
 */
import { seedId } from "../../core/ids";
import type { SeedData } from "../../core/seed";
import { screensByCode } from "./catalogue";
import { grantAdministratorsHolding, menuRow } from "./seed";

type PersonalButton = { id: string; screen: string; code: string; kind: "viewFull" | "exportFull" };

const KINDS = {
  viewFull: { name: "查看完整", source: "eye", action: 2 },
  exportFull: { name: "导出完整", source: "download", action: 1 },
} as const;

const button = (n: number, screen: string, code: string, kind: PersonalButton["kind"]): PersonalButton => ({
  id: seedId(18, 2900 + n),
  screen,
  code,
  kind,
});

export const PERSONAL_BUTTONS: PersonalButton[] = [
  button(1, "user", "user_view_full", "viewFull"),
  button(2, "user", "user_export_full", "exportFull"),
  button(3, "agentInfo", "agent_view_full", "viewFull"),
  button(4, "agentInfo", "agent_export_full", "exportFull"),
  button(5, "merchantInfo", "merchant_view_full", "viewFull"),
  button(6, "merchantInfo", "merchant_export_full", "exportFull"),
  button(7, "storeInfo", "store_view_full", "viewFull"),
  button(8, "storeInfo", "store_export_full", "exportFull"),
  button(9, "storeMen", "store_men_view_full", "viewFull"),
  button(10, "salesman", "salesman_view_full", "viewFull"),
  button(11, "investPromotion", "invest_promotion_view_full", "viewFull"),
  button(12, "businessInfo", "business_export_full", "exportFull"),
  button(13, "settleConfig", "settle_config_view_full", "viewFull"),
  button(14, "settleRecord", "settle_view_full", "viewFull"),
  button(15, "settleRecord", "settle_export_full", "exportFull"),
  button(16, "blacklist", "blacklist_view_full", "viewFull"),
];

export function personalButtonsSeed(): SeedData {
  const screens = screensByCode();
  const rows = PERSONAL_BUTTONS.map((b) => {
    const screen = screens.get(b.screen)!;
    const kind = KINDS[b.kind];
    return menuRow(
      {
        id: b.id,
        code: b.code,
        name: kind.name,
        alias: b.kind,
        path: `${screen.path}/${b.kind}`,
        source: kind.source,
        sort: 95,
        category: 2,
        action: kind.action,
        i18n: null,
        top: screen.top,
      },
      screen.id,
    );
  });
  return {
    rows: [["blade_menu", rows]],
    updates: PERSONAL_BUTTONS.map((b) => grantAdministratorsHolding(b.id, screens.get(b.screen)!.id)),
  };
}
