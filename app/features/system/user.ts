/** A user row as 用户管理 shows it (client-safe; never a password). */
export type User = {
  id: string;
  account: string;
  realName: string;
  phone: string;
  email: string;
  sex: number | null;
  sexName: string;
  roleId: string;
  roleName: string;
  deptId: string;
  deptName: string;
  postId: string;
  postName: string;
  tenantName: string;
  createTime: string;
  /** Inside the operator's data scope (ADR 009): only then are edit, delete and reset offered. */
  manageable?: boolean;
};

export type Choice = { value: string; label: string };
