/** 菜单管理 rows as the page shows them (client-safe). */
import type { TreeFlags } from "~/kit/shared/tree-view";

export const MENU_PATH = "/system/menu";

/** category: 1 菜单, 2 按钮. action: 0 无, 1 工具栏, 2 操作栏, 3 工具操作栏. isOpen: 1 否, 2 是. */
export type Menu = {
  id: string;
  /** "0" at the top level. */
  parentId: string;
  parentName: string;
  name: string;
  code: string;
  alias: string;
  path: string;
  /** A lucide icon name. */
  source: string;
  sort: number | null;
  category: number;
  action: number;
  isOpen: number;
  remark: string;
};

export type MenuTreeRow = Menu & TreeFlags;

export const MENU_CATEGORIES = ["1", "2"] as const;
export const MENU_ACTIONS = ["0", "1", "2", "3"] as const;
export const MENU_OPEN = ["1", "2"] as const;
