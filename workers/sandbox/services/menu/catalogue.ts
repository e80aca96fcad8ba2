/**
 * The seeded menu catalogue (seed_v1): the screen groups of menu-groups.ts as menu and button
 * rows. Its ids are positions in that table and seed_v1 has run on every database: it does not
 * change. A later screen's menus and buttons (LaterMenu, LaterButton) live beside the seed that
 * adds them (flow/seed.ts, wechat/seed.ts).
 */
import { seedId } from "../../core/ids";
import { BUTTON_KINDS, type ButtonKind } from "./button-kinds";
import { type Group, MENU_GROUPS, type Screen } from "./menu-groups";

export interface MenuRow {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  i18n: string | null;
  op: boolean;
  top: Group["top"];
}

/** Flattens the catalogue into rows with deterministic ids (menus first, then buttons). */
export function menuRows(): MenuRow[] {
  const rows: MenuRow[] = [];
  const buttons: MenuRow[] = [];
  let n = 0;
  let b = 0;
  const add = (screen: Screen, parentId: string, sort: number, top: Group["top"], op: boolean) => {
    const id = seedId(17, ++n);
    rows.push({
      id,
      parentId,
      code: screen.code,
      name: screen.name,
      alias: "menu",
      path: screen.path,
      source: screen.source,
      sort,
      category: 1,
      action: 0,
      i18n: `menu.${screen.code}`,
      op,
      top,
    });
    (screen.buttons ?? []).forEach((kind, i) => {
      const k = BUTTON_KINDS[kind];
      const opKinds = Array.isArray(screen.op) ? screen.op : [];
      buttons.push({
        id: seedId(18, ++b),
        parentId: id,
        code: `${screen.prefix}_${kind}`,
        name: k.name,
        alias: kind,
        path: `${screen.path}/${kind}`,
        source: k.source,
        sort: i + 1,
        category: 2,
        action: k.action,
        i18n: null,
        op: op && opKinds.includes(kind),
        top,
      });
    });
    return id;
  };
  MENU_GROUPS.forEach((group, gi) => {
    const groupOp = Boolean(group.op);
    const id = add(group, "0", gi + 1, group.top, groupOp);
    (group.children ?? []).forEach((child, ci) => add(child, id, ci + 1, group.top, groupOp && Boolean(child.op)));
  });
  return [...rows, ...buttons];
}

/**
 * A menu a later seed adds under a catalogue group: a fixed id outside the sequence above, so the
 * catalogue's ids never shift. It lives beside its seed (account/seed.ts: ACCOUNT_MENUS).
 */
export type LaterMenu = Omit<MenuRow, "parentId" | "op"> & { parentCode: string };

/** A button a later seed adds to a catalogue screen (fixed id; beside its seed, e.g. order/seed.ts: ORDER_BUTTONS). */
export interface LaterButton {
  id: string;
  screen: string;
  code: string;
  kind: ButtonKind;
}

/** A later button as a catalogue row under its screen. */
export function extraButtonRow(button: LaterButton, screen: MenuRow): MenuRow {
  const kind = BUTTON_KINDS[button.kind];
  return {
    id: button.id,
    parentId: screen.id,
    code: button.code,
    name: kind.name,
    alias: button.kind,
    path: `${screen.path}/${button.kind}`,
    source: kind.source,
    sort: 90,
    category: 2,
    action: kind.action,
    i18n: null,
    op: false,
    top: screen.top,
  };
}

/** The catalogue's screens (its menus, not its buttons) by code: where later menus and buttons hang. */
export function screensByCode(): Map<string, MenuRow> {
  return new Map(
    menuRows()
      .filter((m) => m.category === 1)
      .map((m) => [m.code, m]),
  );
}

/** Later menus as catalogue rows under their groups. */
export function laterMenuRows(menus: LaterMenu[], parents = screensByCode()): MenuRow[] {
  return menus.map((m) => ({ ...m, parentId: parents.get(m.parentCode)!.id, op: false }));
}

/** Later buttons as catalogue rows under their screens. */
export function laterButtonRows(buttons: LaterButton[], screens = screensByCode()): MenuRow[] {
  return buttons.map((b) => extraButtonRow(b, screens.get(b.screen)!));
}

/** What only the platform may hold: these screens' codes and these buttons (revoked from other tenants' roles). */
export const PLATFORM_ONLY_CODES = [
  "tollCombo",
  "combo_add",
  "combo_edit",
  "combo_status",
  "recharge_audit",
  "companyConfig",
  "flowCount",
  "company_config_add",
  "company_config_edit",
  "company_config_delete",
  "flow_count_edit",
];
