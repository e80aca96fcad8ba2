/** A department row as the page shows it (client-safe), with its place in the lazy tree. */
export type Dept = {
  id: string;
  parentId: string;
  parentName: string;
  deptName: string;
  fullName: string;
  deptCategory: number | null;
  deptCategoryName: string;
  linkphone: string;
  sort: number | null;
  remark: string;
  createTime: string;
  /** Tree position: depth below the top level, whether it has children, whether it is open. */
  depth: number;
  hasChildren: boolean;
  open: boolean;
};

/** The department categories (dict org_category). */
export const DEPT_CATEGORIES = ["1", "2", "3"] as const;

/** One choice of a department select: indented by depth. */
export type DeptOption = { value: string; label: string; depth: number };
