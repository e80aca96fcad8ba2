/** Helpers of the dict, menu and role management tests. */
import { expect } from "vitest";
import { authed, body, get, type R, signIn } from "../helpers";

export type Node = { id: string; parentId: string; children?: Node[]; hasChildren: boolean; [k: string]: unknown };

export const SYS = "/api/cloud-system";
export const OK = { code: 200, success: true, data: {}, msg: "操作成功" };
export const failed = (msg: string) => ({ code: 400, success: false, data: {}, msg });
export const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
export const unique = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
export const q = encodeURIComponent;

export async function post<T = unknown>(path: string, token: string, payload: unknown, status = 200): Promise<R<T>> {
  const response = await authed(path, token, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  expect(response.status, path).toBe(status);
  return body<R<T>>(response);
}

export async function remove(path: string, ids: string, token: string, status = 200): Promise<R<unknown>> {
  const response = await authed(`${path}?ids=${ids}`, token, { method: "POST" });
  expect(response.status, path).toBe(status);
  return body<R<unknown>>(response);
}

export const admin = async () => (await signIn("admin", "admin")).access_token;

export async function granted(token: string, roleId: string): Promise<string[]> {
  return (await get<{ menu: string[] }>(`${SYS}/menu/role-tree-keys?roleIds=${roleId}`, token)).data.menu;
}
