/** 字典管理 / 业务字典 rows as the page shows them (client-safe). */
import type { TreeFlags } from "~/kit/shared/tree-view";

/** dict: the system dictionary (/dict, global); biz: the tenant's business dictionary (/dict-biz). */
export type DictKind = "dict" | "biz";

export const DICT_PATHS: Record<DictKind, string> = { dict: "/system/dict", biz: "/system/dictBiz" };

/** Menu codes for disabled fields (spec §6); both screens use the dict_* buttons. */
export const DICT_MENU_CODES: Record<DictKind, string> = { dict: "dict", biz: "dictBiz" };

export type Dict = {
  id: string;
  /** "0" for a root (a dictionary group). */
  parentId: string;
  parentName: string;
  code: string;
  /** "-1" for a root. */
  dictKey: string;
  dictValue: string;
  sort: number | null;
  remark: string;
  isSealed: boolean;
};

export type DictTreeRow = Dict & TreeFlags;

export const isRootDict = (row: Pick<Dict, "parentId">) => row.parentId === "0" || row.parentId === "";
