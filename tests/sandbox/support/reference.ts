/** Helpers of the reference-data and log tests (cloud-system reference screens, cloud-log). */
import { expect } from "vitest";
import { authed, body, get, type Page, type R, signIn } from "../helpers";

export type Rec = Record<string, unknown>;
export const SYS = "/api/cloud-system";
export const LOG = "/api/cloud-log";
export const OK = { code: 200, success: true, data: {}, msg: "操作成功" };
export const NONE = { code: 200, success: true, data: {}, msg: "暂无承载数据" };
export const failed = (msg: string) => ({ code: 400, success: false, data: {}, msg });
export const DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

export async function getPage<T = Rec>(path: string, token: string): Promise<Page<T>> {
  const r = await get<Page<T>>(path, token);
  expect(r.code, JSON.stringify(r)).toBe(200);
  return r.data;
}

export async function post<T = Rec>(path: string, token: string, payload?: unknown): Promise<R<T>> {
  const init: RequestInit = { method: "POST" };
  if (payload !== undefined) {
    init.body = JSON.stringify(payload);
    init.headers = { "content-type": "application/json" };
  }
  return body<R<T>>(await authed(path, token, init));
}

export const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
export const admin = async () => (await signIn("admin", "admin")).access_token;
export const unique = () => String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 1000)).padStart(3, "0");
