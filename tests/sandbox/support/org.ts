/** Helpers of the org, settings and 用户管理 tests: the shapes they read, writes with their status, and walking a tree. */
import { expect } from "vitest";
import { authed, body, type R, signIn } from "../helpers";

export type Dept = {
  id: string;
  tenantId: string;
  parentId: string;
  ancestors: string;
  deptCategory: number;
  deptName: string;
  fullName: string;
  sort: number;
  remark: string;
  linkphone: string;
  createTime: string;
  hasChildren: boolean;
  parentName: string;
  deptCategoryName: string;
  children?: Dept[];
};
export type Tree = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children?: Tree[];
};
export type Region = Record<string, string | number | boolean> & {
  code: string;
  parentCode: string;
  name: string;
  regionLevel: number;
};
export type User = Record<string, unknown> & {
  id: string;
  account: string;
  realName: string;
  deptId: string;
  roleId: string;
};

export const SYS = "/api/cloud-system";
export const USER = "/api/cloud-user";
export const OK = { code: 200, success: true, data: {}, msg: "操作成功" };
export const EMPTY = { code: 200, success: true, data: {}, msg: "暂无承载数据" };
export const DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function raw(
  method: string,
  path: string,
  token: string,
  json?: unknown,
): Promise<{ status: number; body: R<unknown> }> {
  const response = await authed(
    path,
    token,
    json === undefined
      ? { method }
      : {
          method,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(json),
        },
  );
  return { status: response.status, body: await body<R<unknown>>(response) };
}

export async function post<T = unknown>(path: string, token: string, json?: unknown): Promise<R<T>> {
  const r = await raw("POST", path, token, json);
  expect(r.status, `${path} ${JSON.stringify(r.body)}`).toBe(200);
  return r.body as R<T>;
}

export const failure = (msg: string) => ({ code: 400, success: false, data: {}, msg });

export async function admin1(): Promise<string> {
  return (await signIn("admin", "admin")).access_token;
}

export function walk<T extends { children?: T[] }>(
  nodes: T[],
  visit: (node: T, depth: number) => void,
  depth = 0,
): void {
  for (const n of nodes) {
    visit(n, depth);
    if (n.children) walk(n.children, visit, depth + 1);
  }
}
