import { describe, expect, it } from "vitest";
import { md5Hex } from "../../shared/md5";
import { sha1Hex } from "../../workers/sandbox/core/crypto";
import { SEED } from "../../workers/sandbox/core/seed";
import { seedId } from "../../workers/sandbox/core/ids";
import { SCOPE_SEED } from "../../workers/sandbox/services/user/seed-data-scope";
import { SEED_DATA } from "../../workers/sandbox/seeds";
import { ORG_SEED } from "../../workers/sandbox/services/org/seed";
import { INIT_PASSWORD_HASH } from "../../workers/sandbox/services/user/seed";
import { authed, body, call, passwordLogin, sandboxEnv, signIn, signInWithCaptcha } from "./helpers";

type R<T> = { code: number; success: boolean; data: T; msg: string };
type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };
type Dept = {
  id: string; tenantId: string; parentId: string; ancestors: string; deptCategory: number; deptName: string; fullName: string;
  sort: number; remark: string; linkphone: string; createTime: string; hasChildren: boolean; parentName: string;
  deptCategoryName: string; children?: Dept[];
};
type Tree = { id: string; parentId: string; title: string; key: string; value: string; hasChildren: boolean; children?: Tree[] };
type Region = Record<string, string | number | boolean> & { code: string; parentCode: string; name: string; regionLevel: number };
type User = Record<string, unknown> & { id: string; account: string; realName: string; deptId: string; roleId: string };

const SYS = "/api/cloud-system";
const USER = "/api/cloud-user";
const OK = { code: 200, success: true, data: {}, msg: "操作成功" };
const EMPTY = { code: 200, success: true, data: {}, msg: "暂无承载数据" };
const DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function get<T>(path: string, token: string): Promise<R<T>> {
  const response = await authed(path, token);
  expect(response.status, path).toBe(200);
  return body<R<T>>(response);
}

async function raw(method: string, path: string, token: string, json?: unknown): Promise<{ status: number; body: R<unknown> }> {
  const response = await authed(path, token, json === undefined ? { method } : {
    method, headers: { "content-type": "application/json" }, body: JSON.stringify(json),
  });
  return { status: response.status, body: await body<R<unknown>>(response) };
}

async function post<T = unknown>(path: string, token: string, json?: unknown): Promise<R<T>> {
  const r = await raw("POST", path, token, json);
  expect(r.status, `${path} ${JSON.stringify(r.body)}`).toBe(200);
  return r.body as R<T>;
}

const failure = (msg: string) => ({ code: 400, success: false, data: {}, msg });

async function admin1(): Promise<string> {
  return (await signIn("admin", "admin")).access_token;
}

function walk<T extends { children?: T[] }>(nodes: T[], visit: (node: T, depth: number) => void, depth = 0): void {
  for (const n of nodes) {
    visit(n, depth);
    if (n.children) walk(n.children, visit, depth + 1);
  }
}

describe("seed_v3_org", () => {
  it("is deterministic, keeps kinds 40–42 and never touches the existing accounts", async () => {
    expect(SEED_DATA.seed_v3_org()).toEqual(SEED_DATA.seed_v3_org());
    expect(await sha1Hex(md5Hex("123456"))).toBe(INIT_PASSWORD_HASH);
    const seed = SEED_DATA.seed_v3_org();
    for (const [table, rows] of seed.rows) {
      const keys = JSON.stringify(Object.keys(rows[0]!));
      expect(rows.every((r) => JSON.stringify(Object.keys(r)) === keys), table).toBe(true);
      if (table !== "blade_region") expect(rows.every((r) => /^1(40|41|42)\d{16}$/.test(String(r.id))), table).toBe(true);
    }
    const users = seed.rows.find(([t]) => t === "blade_user")![1];
    expect(users.filter((u) => u.tenant_id === "000001")).toHaveLength(40);
    expect(users.filter((u) => u.tenant_id === "000002")).toHaveLength(3);
    expect(users.map((u) => u.account)).not.toContain("admin");
    await call("/api/cloud-system/tenant/info?domain=t1");
    const { results } = await sandboxEnv.DB.prepare("SELECT account FROM blade_user WHERE id IN (?, ?, ?) ORDER BY id")
      .bind(SEED.userAdmin1, SEED.userOperator1, SEED.userAdmin2).all<{ account: string }>();
    expect(results.map((r) => r.account)).toEqual(["admin", "operator", "admin"]);
  });

  it("seeded users sign in with 123456 and the old accounts keep their passwords", async () => {
    expect((await signIn("user01", "123456")).user_id).toBe(ORG_SEED.user01);
    expect((await signIn("operator", "operator123")).tenant_id).toBe("000001");
    expect((await signIn("qa4", "qa123456")).tenant_id).toBe("000001");
  });
});

describe("dept", () => {
  it("page: seeded 000001 tree, paging, the DeptVO shape", async () => {
    const token = await admin1();
    const first = await get<Page<Dept>>(`${SYS}/dept/page?current=1&size=10`, token);
    expect(first.data).toMatchObject({ total: 46, size: 10, current: 1, pages: 5 });
    expect(first.data.records).toHaveLength(10);
    const hq = first.data.records[0]!;
    expect(hq).toMatchObject({ id: SEED.deptHq1, tenantId: "000001", parentId: "0", ancestors: "0", deptCategory: 1, deptName: "支付平台",
      deptCategoryName: "公司", hasChildren: true, parentName: "", linkphone: "021-50001000", isDeleted: 0 });
    expect(hq.createTime).toMatch(DATE);
    expect(hq).not.toHaveProperty("children");
    const last = await get<Page<Dept>>(`${SYS}/dept/page?current=5&size=10`, token);
    expect(last.data.records).toHaveLength(6);
    const all = (await get<Page<Dept>>(`${SYS}/dept/page?size=100`, token)).data.records;
    expect(all).toHaveLength(46);
    expect(new Set(all.map((d) => d.id)).size).toBe(46);
    for (const d of all) {
      expect(d.id).toMatch(/^\d{19}$/);
      expect(d.deptCategoryName).toBe({ 1: "公司", 2: "部门", 3: "小组" }[d.deptCategory]);
      expect(d.linkphone).not.toBe("");
      if (d.parentId !== "0") {
        const parent = all.find((p) => p.id === d.parentId)!;
        expect(d.parentName).toBe(parent.deptName);
        expect(d.ancestors).toBe(`${parent.ancestors},${parent.id}`);
        expect(parent.hasChildren).toBe(true);
      }
    }
    // Default order: sort, then id.
    const keys = all.map((d) => [d.sort, d.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
    expect(all.filter((d) => d.deptCategory === 1 && d.parentId === SEED.deptHq1).map((d) => d.deptName))
      .toEqual(["北京分公司", "上海分公司", "广州分公司", "深圳分公司", "成都分公司"]);
  });

  it("page filters (deptName, fullName LIKE; deptCategory) and ascs/descs", async () => {
    const token = await admin1();
    const branches = (await get<Page<Dept>>(`${SYS}/dept/page?deptName=${encodeURIComponent("分公司")}&size=50`, token)).data;
    expect(branches.total).toBe(5);
    expect(branches.records.every((d) => d.deptName.includes("分公司") && d.deptCategory === 1)).toBe(true);
    const groups = (await get<Page<Dept>>(`${SYS}/dept/page?deptCategory=3&size=50`, token)).data;
    expect(groups.total).toBe(21);
    expect(groups.records.every((d) => d.deptCategoryName === "小组")).toBe(true);
    const full = (await get<Page<Dept>>(`${SYS}/dept/page?fullName=${encodeURIComponent("深圳分公司")}&size=50`, token)).data;
    expect(full.total).toBe(7);
    expect((await get<Page<Dept>>(`${SYS}/dept/page?deptName=${encodeURIComponent("深圳")}&deptCategory=2`, token)).data.total).toBe(3);
    expect((await get<Page<Dept>>(`${SYS}/dept/page?deptName=%25`, token)).data.total).toBe(0);

    const byName = (await get<Page<Dept>>(`${SYS}/dept/page?size=100&ascs=deptName`, token)).data.records.map((d) => d.deptName);
    expect(byName).toEqual([...byName].sort());
    const newest = (await get<Page<Dept>>(`${SYS}/dept/page?size=100&descs=createTime`, token)).data.records.map((d) => d.createTime);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(newest[0]).not.toBe(newest[newest.length - 1]);
    // Unknown names are ignored (no SQL injection, default order).
    const ignored = await get<Page<Dept>>(`${SYS}/dept/page?size=3&descs=${encodeURIComponent("id;drop table blade_dept")}`, token);
    expect(ignored.data.records[0]!.id).toBe(SEED.deptHq1);
  });

  it("list is the DeptVO tree; lazy-list one level (flat matches with a name)", async () => {
    const token = await admin1();
    const tree = (await get<Dept[]>(`${SYS}/dept/list`, token)).data;
    expect(tree.map((d) => d.id)).toEqual([SEED.deptHq1]);
    let count = 0;
    let deepest = 0;
    walk(tree, (d, depth) => {
      count++;
      deepest = Math.max(deepest, depth);
      if (d.children) expect(d.hasChildren).toBe(true);
      else expect(d.hasChildren).toBe(false);
    });
    expect(count).toBe(46);
    expect(deepest).toBe(3);
    const beijing = tree[0]!.children!.find((d) => d.id === ORG_SEED.deptBeijing)!;
    expect(beijing.children!.map((d) => d.deptName)).toEqual(["北京市场拓展部", "北京商户运营部", "北京客户服务部"]);
    const filtered = (await get<Dept[]>(`${SYS}/dept/list?deptName=${encodeURIComponent("渠道")}`, token)).data;
    expect(filtered).toHaveLength(10);
    expect(filtered.every((d) => d.deptName.includes("渠道") && !d.children)).toBe(true);

    const top = (await get<Dept[]>(`${SYS}/dept/lazy-list`, token)).data;
    expect(top.map((d) => [d.id, d.hasChildren])).toEqual([[SEED.deptHq1, true]]);
    const level1 = (await get<Dept[]>(`${SYS}/dept/lazy-list?parentId=${SEED.deptHq1}`, token)).data;
    expect(level1).toHaveLength(9);
    expect(level1[0]).toMatchObject({ id: SEED.deptOps1, deptName: "运营部", hasChildren: true, parentName: "支付平台" });
    expect(level1.find((d) => d.id === ORG_SEED.deptFinance)!.hasChildren).toBe(false);
    expect(level1.find((d) => d.id === ORG_SEED.deptTech)!.hasChildren).toBe(true);
    const audits = (await get<Dept[]>(`${SYS}/dept/lazy-list?parentId=${SEED.deptHq1}&deptName=${encodeURIComponent("商户审核")}`, token)).data;
    expect(audits).toHaveLength(5);
    expect(audits.every((d) => d.deptCategory === 3)).toBe(true);
  });

  it("tree and lazy-tree are TreeNodes; another tenant's tree is []", async () => {
    const token = await admin1();
    const tree = (await get<Tree[]>(`${SYS}/dept/tree`, token)).data;
    expect(tree).toHaveLength(1);
    expect(Object.keys(tree[0]!)).toEqual(["id", "parentId", "title", "key", "value", "hasChildren", "children"]);
    expect(tree[0]).toMatchObject({ id: SEED.deptHq1, parentId: "0", title: "支付平台", key: SEED.deptHq1, value: SEED.deptHq1, hasChildren: true });
    let leaves = 0;
    walk(tree, (n) => {
      if (!n.children) {
        leaves++;
        expect(n).not.toHaveProperty("children");
        expect(n.hasChildren).toBe(false);
      }
    });
    expect(leaves).toBeGreaterThan(20);
    expect((await get<Tree[]>(`${SYS}/dept/tree?tenantId=000001`, token)).data).toEqual(tree);
    expect((await get<Tree[]>(`${SYS}/dept/tree?tenantId=000002`, token)).data).toEqual([]);
    expect((await get<Tree[]>(`${SYS}/dept/lazy-tree?tenantId=000002&parentId=${SEED.deptHq2}`, token)).data).toEqual([]);

    const lazy = (await get<Tree[]>(`${SYS}/dept/lazy-tree?parentId=${ORG_SEED.deptBeijing}`, token)).data;
    expect(lazy.map((n) => [n.title, n.hasChildren])).toEqual([["北京市场拓展部", true], ["北京商户运营部", true], ["北京客户服务部", false]]);
    expect(lazy.every((n) => !("children" in n) && n.parentId === ORG_SEED.deptBeijing)).toBe(true);
    expect((await get<Tree[]>(`${SYS}/dept/lazy-tree`, token)).data.map((n) => n.id)).toEqual([SEED.deptHq1]);
  });

  it("detail: parentName 顶级 at the root, R.data(null) for unknown or foreign ids", async () => {
    const token = await admin1();
    expect((await get<Dept>(`${SYS}/dept/detail?id=${SEED.deptHq1}`, token)).data).toMatchObject({ parentName: "顶级", deptName: "支付平台",
      fullName: "上海支付平台科技有限公司", remark: "集团总部" });
    expect((await get<Dept>(`${SYS}/dept/detail?id=${ORG_SEED.deptBeijingGroup1}`, token)).data).toMatchObject({
      deptName: "北京渠道一组", parentName: "北京市场拓展部", deptCategoryName: "小组", hasChildren: false,
      ancestors: `0,${SEED.deptHq1},${ORG_SEED.deptBeijing},${ORG_SEED.deptBeijingMarket}`,
    });
    expect(await get(`${SYS}/dept/detail?id=${SEED.deptHq2}`, token)).toEqual(EMPTY);
    expect(await get(`${SYS}/dept/detail?id=404`, token)).toEqual(EMPTY);
  });

  it("submit inserts and updates; ancestors follow a move; validation messages", async () => {
    const token = await admin1();
    const name = `测试部${unique()}`;
    const created = await post<{ id: string; tenantId: string; deptCategoryName: string }>(`${SYS}/dept/submit`, token, {
      deptName: name, fullName: `${name}全称`, parentId: ORG_SEED.deptShanghai, deptCategory: 2, sort: 9, remark: "临时", linkphone: "021-62130999",
    });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ tenantId: "000001", deptCategoryName: "部门" });
    expect(created.data.id).toMatch(/^\d{19}$/);
    const id = created.data.id;
    expect((await get<Dept>(`${SYS}/dept/detail?id=${id}`, token)).data).toMatchObject({
      deptName: name, fullName: `${name}全称`, parentId: ORG_SEED.deptShanghai, parentName: "上海分公司",
      ancestors: `0,${SEED.deptHq1},${ORG_SEED.deptShanghai}`, sort: 9, remark: "临时", linkphone: "021-62130999", deptCategory: 2,
    });
    const child = (await post<{ id: string }>(`${SYS}/dept/submit`, token, { deptName: `${name}小组`, parentId: id, deptCategory: 3 })).data.id;
    expect((await get<Dept>(`${SYS}/dept/detail?id=${child}`, token)).data).toMatchObject({ fullName: `${name}小组`, ancestors: `0,${SEED.deptHq1},${ORG_SEED.deptShanghai},${id}` });

    // Update: move under 北京分公司, rename; the child's ancestors follow; absent fields are kept.
    const updated = await post<{ id: string; deptCategoryName: string }>(`${SYS}/dept/submit`, token, { id, deptName: `${name}改`, parentId: ORG_SEED.deptBeijing });
    expect(updated.data).toMatchObject({ id, tenantId: "000001", deptCategoryName: "部门" });
    expect((await get<Dept>(`${SYS}/dept/detail?id=${id}`, token)).data).toMatchObject({ deptName: `${name}改`, parentName: "北京分公司",
      ancestors: `0,${SEED.deptHq1},${ORG_SEED.deptBeijing}`, remark: "临时", sort: 9 });
    expect((await get<Dept>(`${SYS}/dept/detail?id=${child}`, token)).data.ancestors).toBe(`0,${SEED.deptHq1},${ORG_SEED.deptBeijing},${id}`);
    // A new root by default.
    const root = (await post<{ id: string; deptCategoryName: string }>(`${SYS}/dept/submit`, token, { deptName: `${name}根`, deptCategory: 1 })).data;
    expect(root.deptCategoryName).toBe("公司");
    expect((await get<Dept>(`${SYS}/dept/detail?id=${root.id}`, token)).data).toMatchObject({ parentId: "0", ancestors: "0", parentName: "顶级" });

    const cases: [Record<string, unknown>, string][] = [
      [{ deptCategory: 2 }, "部门名称不能为空"],
      [{ deptName: "  ", deptCategory: 2 }, "部门名称不能为空"],
      [{ deptName: "x" }, "部门类型不能为空"],
      [{ deptName: "x", deptCategory: 4 }, "部门类型不正确"],
      [{ deptName: "x", deptCategory: 2, parentId: SEED.deptHq2 }, "上级部门不存在"],
      [{ deptName: "x", deptCategory: 2, parentId: "123" }, "上级部门不存在"],
      [{ deptName: "x", deptCategory: 2, linkphone: "abc" }, "联系电话格式不正确"],
      [{ deptName: "x", deptCategory: 2, sort: "1.5" }, "排序必须为整数"],
      [{ id, parentId: child }, "上级部门不能选择自身或下级部门"],
      [{ id, parentId: id }, "上级部门不能选择自身或下级部门"],
      [{ id: SEED.deptHq2, deptName: "x" }, "部门不存在"],
    ];
    for (const [json, msg] of cases) expect(await post(`${SYS}/dept/submit`, token, json), msg).toEqual(failure(msg));
    const bad = await raw("POST", `${SYS}/dept/submit`, token, "not an object");
    expect(bad.status).toBe(400);

    // Clean up (children first).
    expect((await raw("DELETE", `${SYS}/dept/batchDelete?ids=${child},${id},${root.id}`, token)).body).toEqual(OK);
  });

  it("remove: 400 请先删除子节点! with children, a fail with users, otherwise gone", async () => {
    const token = await admin1();
    const parent = (await post<{ id: string }>(`${SYS}/dept/submit`, token, { deptName: `删除${unique()}`, deptCategory: 2, parentId: ORG_SEED.deptFinance })).data.id;
    const child = (await post<{ id: string }>(`${SYS}/dept/submit`, token, { deptName: `删除子${unique()}`, deptCategory: 3, parentId: parent })).data.id;

    const blocked = await raw("DELETE", `${SYS}/dept/remove?id=${parent}`, token);
    expect(blocked).toEqual({ status: 400, body: failure("请先删除子节点!") });
    // A user in the child blocks it (HTTP 200, code 400).
    const account = `d${unique()}`;
    expect(await post(`${USER}/submit`, token, { account, password: "Pass1234", realName: "部门用户", deptId: child })).toEqual(OK);
    expect(await raw("DELETE", `${SYS}/dept/remove?id=${child}`, token)).toEqual({ status: 200, body: failure("该部门下存在用户，无法删除") });
    const userId = (await get<Page<User>>(`${USER}/page?account=${account}`, token)).data.records[0]!.id;
    expect(await post(`${USER}/remove?ids=${userId}`, token)).toEqual(OK);

    expect((await raw("DELETE", `${SYS}/dept/remove?id=${child}`, token)).body).toEqual(OK);
    expect(await get(`${SYS}/dept/detail?id=${child}`, token)).toEqual(EMPTY);
    expect((await raw("DELETE", `${SYS}/dept/remove?id=${parent}`, token)).body).toEqual(OK);
    expect((await get<Dept>(`${SYS}/dept/detail?id=${ORG_SEED.deptFinance}`, token)).data.hasChildren).toBe(false);

    const missing = await raw("DELETE", `${SYS}/dept/remove`, token);
    expect(missing).toEqual({ status: 400, body: failure("缺少必要的请求参数: id") });
    expect((await raw("DELETE", `${SYS}/dept/remove?id=${SEED.deptHq2}`, token)).body).toEqual(failure("部门不存在"));
    // Seeded depts with users or children stay.
    expect((await raw("DELETE", `${SYS}/dept/remove?id=${SEED.deptOps1}`, token)).body).toEqual(failure("请先删除子节点!"));
    expect((await raw("DELETE", `${SYS}/dept/remove?id=${ORG_SEED.deptBeijing}`, token)).status).toBe(400);
    expect((await raw("POST", `${SYS}/dept/remove?id=${child}`, token)).status).toBe(405);
  });

  it("batchDelete is all or nothing and names the first offending dept", async () => {
    const token = await admin1();
    const tag = unique();
    const a = (await post<{ id: string }>(`${SYS}/dept/submit`, token, { deptName: `批量A${tag}`, deptCategory: 2, parentId: ORG_SEED.deptFinance })).data.id;
    const b = (await post<{ id: string }>(`${SYS}/dept/submit`, token, { deptName: `批量B${tag}`, deptCategory: 3, parentId: a })).data.id;
    const c = (await post<{ id: string }>(`${SYS}/dept/submit`, token, { deptName: `批量C${tag}`, deptCategory: 2, parentId: ORG_SEED.deptFinance })).data.id;

    const children = await raw("DELETE", `${SYS}/dept/batchDelete?ids=${c},${ORG_SEED.deptBeijing}`, token);
    expect(children).toEqual({ status: 400, body: failure("部门【北京分公司】下存在子部门，无法删除") });
    const users = await raw("DELETE", `${SYS}/dept/batchDelete?ids=${c},${ORG_SEED.deptBeijingGroup1}`, token);
    expect(users.body).toEqual(failure("部门【北京渠道一组】下存在用户，无法删除"));
    expect((await raw("DELETE", `${SYS}/dept/batchDelete?ids=${a},${c}`, token)).body).toEqual(failure(`部门【批量A${tag}】下存在子部门，无法删除`));
    // Nothing was deleted.
    for (const id of [a, b, c]) expect((await get<Dept>(`${SYS}/dept/detail?id=${id}`, token)).data.id).toBe(id);
    expect((await raw("DELETE", `${SYS}/dept/batchDelete?ids=${c},${SEED.deptHq2}`, token)).body).toEqual(failure(`部门【${SEED.deptHq2}】不存在`));
    expect(await raw("DELETE", `${SYS}/dept/batchDelete`, token)).toEqual({ status: 400, body: failure("缺少必要的请求参数: ids") });

    // A parent goes with its children in one call.
    expect((await raw("DELETE", `${SYS}/dept/batchDelete?ids=${a},${b},${c}`, token)).body).toEqual(OK);
    for (const id of [a, b, c]) expect(await get(`${SYS}/dept/detail?id=${id}`, token)).toEqual(EMPTY);
  });

  it("getDeptByNameOrNo: name, full name or id, paged (size 10 by default)", async () => {
    const token = await admin1();
    const beijing = (await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?keywordStr=${encodeURIComponent("北京")}`, token)).data;
    expect(beijing).toMatchObject({ total: 7, size: 10, current: 1, pages: 1 });
    expect(beijing.records.every((d) => d.deptName.includes("北京") || d.fullName.includes("北京"))).toBe(true);
    const byFull = (await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?keywordStr=${encodeURIComponent("总部")}&size=20`, token)).data;
    expect(byFull.total).toBe(7);
    const byId = (await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?keywordStr=${ORG_SEED.deptTech}`, token)).data;
    expect(byId.records.map((d) => d.deptName)).toEqual(["技术研发部"]);
    const all = (await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?current=2&size=20`, token)).data;
    expect(all).toMatchObject({ total: 46, current: 2, size: 20, pages: 3 });
    expect((await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?keywordStr=${SEED.deptHq2}`, token)).data.total).toBe(0);
  });

  it("tenant 000002 sees only its own depts", async () => {
    const { access_token } = await signInWithCaptcha("admin", "admin");
    const list = (await get<Page<Dept>>(`${SYS}/dept/page?size=50`, access_token)).data;
    expect(list.total).toBe(6);
    expect(list.records.every((d) => d.tenantId === "000002")).toBe(true);
    const tree = (await get<Tree[]>(`${SYS}/dept/tree`, access_token)).data;
    expect(tree.map((n) => n.title)).toEqual(["蓝海支付"]);
    expect(tree[0]!.children!.map((n) => n.title)).toEqual(["市场部", "运营部", "技术部", "财务部"]);
    expect(await get(`${SYS}/dept/detail?id=${SEED.deptHq1}`, access_token)).toEqual(EMPTY);
    expect((await get<Tree[]>(`${SYS}/dept/tree?tenantId=000001`, access_token)).data).toEqual([]);
    expect((await raw("DELETE", `${SYS}/dept/remove?id=${ORG_SEED.deptFinance}`, access_token)).body).toEqual(failure("部门不存在"));
    expect((await post(`${SYS}/dept/submit`, access_token, { deptName: "x", deptCategory: 2, parentId: SEED.deptHq1 }))).toEqual(failure("上级部门不存在"));
  });
});

describe("dept design", () => {
  it("detail answers the caller's tenant design (createDept must be one of its depts)", async () => {
    const token = await admin1();
    const mine = (await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data;
    expect(Object.keys(mine)).toEqual(["id", "tenantId", "createDept", "webTheme", "leftLogo", "title"]);
    expect(mine).toMatchObject({ id: seedId(24, 1), tenantId: "000001", createDept: SEED.deptHq1, webTheme: "theme-fhb", title: "支付平台运营管理系统" });
    expect((await get<Record<string, string>>(`${SYS}/dept-design/detail?createDept=${ORG_SEED.deptBeijing}`, token)).data).toEqual(mine);
    expect(await get(`${SYS}/dept-design/detail?createDept=${SEED.deptHq2}`, token)).toEqual(EMPTY);
  });

  it("submit validates and updates the caller's tenant row only", async () => {
    const token = await admin1();
    const before = (await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data;
    const cases: [Record<string, unknown>, string][] = [
      [{ webTheme: "theme-pink", title: "t" }, "主题不存在"],
      [{ title: "t" }, "主题不存在"],
      [{ webTheme: "theme-violet" }, "标题不能为空"],
      [{ webTheme: "theme-violet", title: "长".repeat(51) }, "标题长度不能超过50个字符"],
      [{ webTheme: "theme-violet", title: "t", leftLogo: "javascript:alert(1)" }, "左侧Logo必须是http(s)地址、/sandbox/路径或data:图片"],
      [{ webTheme: "theme-violet", title: "t", leftLogo: `data:image/png;base64,${"A".repeat(200_000)}` }, "左侧Logo不能超过200000个字符"],
    ];
    for (const [json, msg] of cases) expect(await post(`${SYS}/dept-design/submit`, token, json), msg).toEqual(failure(msg));
    expect((await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data).toEqual(before);

    for (const leftLogo of ["https://cdn.example.com/logo.png", "/sandbox/logo.svg", "data:image/png;base64,iVBORw0KGgo=", ""]) {
      expect(await post(`${SYS}/dept-design/submit`, token, { webTheme: "theme-forest", leftLogo, title: "森林主题" }), leftLogo).toEqual(OK);
      expect((await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data).toMatchObject({ webTheme: "theme-forest", leftLogo, title: "森林主题" });
    }
    const pub = await body<R<Record<string, string>>>(await call(`${SYS}/dept-design/getInfoByTenantId?tenantId=000001`));
    expect(pub.data).toMatchObject({ webTheme: "theme-forest", title: "森林主题" });
    const other = await body<R<Record<string, string>>>(await call(`${SYS}/dept-design/getInfoByTenantId?tenantId=000002`));
    expect(other.data).toMatchObject({ webTheme: "theme-ocean", title: "蓝海支付运营管理系统" });

    expect(await post(`${SYS}/dept-design/submit`, token, { webTheme: before.webTheme, leftLogo: before.leftLogo, title: before.title })).toEqual(OK);
    expect((await get<Record<string, string>>(`${SYS}/dept-design/detail`, token)).data).toEqual(before);
  });
});

describe("region", () => {
  it("list pages the seeded regions with code/name LIKE filters", async () => {
    const token = await admin1();
    const first = (await get<Page<Region>>(`${SYS}/region/list?size=10`, token)).data;
    expect(first.total).toBe(90);
    expect(first.pages).toBe(9);
    expect(first.records[0]).toEqual({
      code: "00", parentCode: "0", ancestors: "0", name: "中华人民共和国", provinceCode: "", provinceName: "", cityCode: "", cityName: "",
      districtCode: "", districtName: "", townCode: "", townName: "", villageCode: "", villageName: "", regionLevel: 0, sort: 1, remark: "",
    });
    const all = (await get<Page<Region>>(`${SYS}/region/list?size=200`, token)).data.records;
    expect(all.filter((r) => r.regionLevel === 1).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((r) => r.regionLevel === 3).length).toBeGreaterThan(30);
    for (const code of ["11", "12", "31", "32", "33", "44", "51", "42", "37", "35"]) expect(all.some((r) => r.code === code), code).toBe(true);
    const names = (await get<Page<Region>>(`${SYS}/region/list?name=${encodeURIComponent("鼓楼")}`, token)).data;
    expect(names.records.map((r) => [r.code, r.cityName])).toEqual([["320106", "南京市"], ["350102", "福州市"]]);
    const codes = (await get<Page<Region>>(`${SYS}/region/list?code=4403&size=50`, token)).data;
    expect(codes.total).toBe(6);
    const byName = (await get<Page<Region>>(`${SYS}/region/list?size=5&descs=code`, token)).data.records.map((r) => r.code);
    expect(byName).toEqual([...byName].sort().reverse());
  });

  it("lazy-list, lazy-tree, select and detail", async () => {
    const token = await admin1();
    const provinces = (await get<Region[]>(`${SYS}/region/lazy-list`, token)).data;
    expect(provinces.length).toBeGreaterThanOrEqual(10);
    expect(provinces[0]).toMatchObject({ code: "11", name: "北京市", parentName: "中华人民共和国", hasChildren: true, regionLevel: 1 });
    const gd = (await get<Region[]>(`${SYS}/region/lazy-list?parentCode=44`, token)).data;
    expect(gd.map((r) => r.name)).toEqual(["广州市", "深圳市", "珠海市", "佛山市"]);
    expect(gd.map((r) => r.hasChildren)).toEqual([true, true, false, false]);

    const tree = (await get<Tree[]>(`${SYS}/region/lazy-tree?parentCode=4403`, token)).data;
    expect(tree[0]).toEqual({ id: "440303", parentId: "4403", title: "罗湖区", key: "440303", value: "440303", hasChildren: false });
    expect(tree).toHaveLength(5);
    expect((await get<Tree[]>(`${SYS}/region/lazy-tree`, token)).data.map((n) => n.id)).toContain("33");

    const select = (await get<Region[]>(`${SYS}/region/select?code=33`, token)).data;
    expect(select.map((r) => r.code)).toEqual(["3301", "3302", "3303"]);
    expect(select[0]).not.toHaveProperty("hasChildren");
    expect((await get<Region[]>(`${SYS}/region/select`, token)).data).toHaveLength(provinces.length);
    expect((await get<Region>(`${SYS}/region/detail?code=440305`, token)).data).toMatchObject({
      code: "440305", parentCode: "4403", ancestors: "0,00,44,4403", name: "南山区", provinceCode: "44", provinceName: "广东省",
      cityCode: "4403", cityName: "深圳市", districtCode: "440305", districtName: "南山区", regionLevel: 3,
    });
    expect(await get(`${SYS}/region/detail?code=999999`, token)).toEqual(EMPTY);
  });

  it("submit computes level, ancestors and names; update renames through the subtree; remove with the children rule", async () => {
    const token = await admin1();
    expect(await post(`${SYS}/region/submit`, token, { code: "4405", name: "汕头市", parentCode: "44", sort: 5 })).toEqual(OK);
    expect(await post(`${SYS}/region/submit`, token, { code: "440507", name: "龙湖区", parentCode: "4405" })).toEqual(OK);
    expect(await post(`${SYS}/region/submit`, token, { code: "440507001", name: "珠池街道", parentCode: "440507" })).toEqual(OK);
    expect((await get<Region>(`${SYS}/region/detail?code=440507001`, token)).data).toMatchObject({
      parentCode: "440507", ancestors: "0,00,44,4405,440507", regionLevel: 4, provinceName: "广东省", cityCode: "4405", cityName: "汕头市",
      districtCode: "440507", districtName: "龙湖区", townCode: "440507001", townName: "珠池街道", villageCode: "",
    });

    const cases: [Record<string, unknown>, string][] = [
      [{ code: "4405", name: "汕头" , parentCode: "44" }, "地区编号已存在!"],
      [{ code: "11", name: "北京" }, "地区编号已存在!"],
      [{ name: "无编号", parentCode: "44" }, "地区编号不能为空"],
      [{ code: "4499", parentCode: "44" }, "地区名称不能为空"],
      [{ code: "44ab", name: "x", parentCode: "44" }, "地区编号格式不正确"],
      [{ code: "449901", name: "x", parentCode: "4499" }, "上级地区不存在"],
      [{ code: "3399", name: "x", parentCode: "44" }, "地区编号必须以上级地区编号开头"],
      [{ id: "998877", name: "x" }, "地区不存在"],
      [{ id: "4405", code: "4406", name: "x" }, "地区编号不能修改"],
      [{ id: "4405", parentCode: "33", name: "x" }, "上级地区不能修改"],
    ];
    for (const [json, msg] of cases) expect(await post(`${SYS}/region/submit`, token, json), msg).toEqual(failure(msg));

    expect(await post(`${SYS}/region/submit`, token, { id: "4405", name: "汕头市(改)", remark: "更名" })).toEqual(OK);
    expect((await get<Region>(`${SYS}/region/detail?code=4405`, token)).data).toMatchObject({ name: "汕头市(改)", cityName: "汕头市(改)", remark: "更名", sort: 5 });
    expect((await get<Region>(`${SYS}/region/detail?code=440507001`, token)).data).toMatchObject({ cityName: "汕头市(改)", districtName: "龙湖区" });

    expect(await raw("POST", `${SYS}/region/remove?id=4405`, token)).toEqual({ status: 400, body: failure("请先删除子节点!") });
    expect(await raw("POST", `${SYS}/region/remove?id=00`, token)).toEqual({ status: 400, body: failure("请先删除子节点!") });
    expect(await raw("POST", `${SYS}/region/remove`, token)).toEqual({ status: 400, body: failure("缺少必要的请求参数: id") });
    const form = await authed(`${SYS}/region/remove`, token, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "id=440507001" });
    expect(await body(form)).toEqual(OK);
    expect(await post(`${SYS}/region/remove?id=440507`, token)).toEqual(OK);
    expect(await post(`${SYS}/region/remove?id=4405`, token)).toEqual(OK);
    expect(await get(`${SYS}/region/detail?code=4405`, token)).toEqual(EMPTY);
    expect((await get<Page<Region>>(`${SYS}/region/list`, token)).data.total).toBe(90);
  });
});

describe("user management", () => {
  it("page: UserVOs without passwords, newest first, paged", async () => {
    const token = await admin1();
    const first = (await get<Page<User>>(`${USER}/page?current=1&size=10`, token)).data;
    expect(first).toMatchObject({ total: 52, size: 10, current: 1, pages: 6 });
    const top = first.records[0]!;
    expect(top).toMatchObject({ account: "user40", tenantId: "000001", tenantName: "支付平台", phone: "13900000040", userTypeName: "WEB",
      roleName: "超级管理员", userExt: {} });
    expect(top.deptName).not.toBe("");
    expect(top.postName).not.toBe("");
    expect(["男", "女"]).toContain(top.sexName);
    expect(top.birthday).toMatch(DATE);
    const all = (await get<Page<User>>(`${USER}/page?size=100`, token)).data.records;
    expect(all).toHaveLength(52);
    expect(all.some((u) => "password" in u)).toBe(false);
    const times = all.map((u) => String(u.createTime));
    expect(times).toEqual([...times].sort().reverse());
    expect(all.filter((u) => /^user\d\d$/.test(u.account))).toHaveLength(40);
    expect(new Set(all.map((u) => u.realName)).size).toBeGreaterThan(40);
    const accounts = (await get<Page<User>>(`${USER}/page?size=100&ascs=account`, token)).data.records.map((u) => u.account);
    expect(accounts).toEqual([...accounts].sort());
    const names = (await get<Page<User>>(`${USER}/page?size=100&descs=realName`, token)).data.records.map((u) => u.realName);
    expect(names).toEqual([...names].sort().reverse());
  });

  it("page filters: account, realName, phone, deptId (with descendants), roleId", async () => {
    const token = await admin1();
    const page = async (query: string) => (await get<Page<User>>(`${USER}/page?size=100&${query}`, token)).data;
    expect((await page("account=user1")).records.map((u) => u.account).sort()).toEqual(
      ["user10", "user11", "user12", "user13", "user14", "user15", "user16", "user17", "user18", "user19"]);
    expect((await page(`realName=${encodeURIComponent("王伟")}`)).records.map((u) => u.account)).toEqual(["user01"]);
    expect((await page("phone=1390000003")).total).toBe(10);
    const ops = await page(`deptId=${SEED.deptOps1}`);
    expect(ops.records.every((u) => [SEED.deptOps1, SCOPE_SEED.deptMerchantService, SCOPE_SEED.deptOpsSupport].includes(u.deptId))).toBe(true);
    expect(ops.records.map((u) => u.account)).toContain("operator");

    const beijing = await page(`deptId=${ORG_SEED.deptBeijing}`);
    const { results } = await sandboxEnv.DB.prepare(
      "SELECT id FROM blade_dept WHERE tenant_id = '000001' AND is_deleted = 0 AND (id = ? OR (',' || ancestors || ',') LIKE ?)",
    ).bind(ORG_SEED.deptBeijing, `%,${ORG_SEED.deptBeijing},%`).all<{ id: string }>();
    const ids = new Set(results.map((r) => r.id));
    expect(ids.size).toBe(7);
    expect(beijing.total).toBeGreaterThan(0);
    expect(beijing.records.every((u) => ids.has(u.deptId))).toBe(true);
    expect(beijing.records.every((u) => String(u.deptName).startsWith("北京"))).toBe(true);
    expect((await page(`deptId=${SEED.deptHq1}`)).total).toBe(52);
    expect((await page(`deptId=${ORG_SEED.deptFinance}`)).total).toBe(0);

    const admins = await page(`roleId=${SEED.roleAdmin1}`);
    expect(admins.total).toBe(5 + 8 + 1);
    expect(admins.records.every((u) => u.roleId === SEED.roleAdmin1)).toBe(true);
    expect((await page(`roleId=${SEED.roleOperator1}`)).total).toBe(1 + 32 + 3);
  });

  it("detail by id (own tenant only), else the caller; post/select", async () => {
    const { access_token, user_id } = await signIn("operator", "operator123");
    const user01 = (await get<User>(`${USER}/detail?id=${ORG_SEED.user01}`, await admin1())).data;
    expect(user01).toMatchObject({ id: ORG_SEED.user01, account: "user01", realName: "王伟", phone: "13900000001", roleName: "运营专员" });
    expect(user01).not.toHaveProperty("password");
    expect((await get<User>(`${USER}/detail`, access_token)).data).toMatchObject({ id: user_id, account: "operator" });
    expect(await get(`${USER}/detail?id=${SEED.userAdmin2}`, access_token)).toEqual(EMPTY);
    // detailInfo and info stay as they were.
    expect(await get(`${USER}/detailInfo`, access_token)).toEqual(EMPTY);
    expect((await get<User>(`${USER}/info`, access_token)).data.id).toBe(user_id);

    const posts = (await get<Record<string, unknown>[]>(`${SYS}/post/select`, access_token)).data;
    expect(posts.map((p) => p.postName)).toEqual(["总经理", "运营专员", "部门经理", "财务专员", "技术工程师", "客服专员"]);
    expect(posts[0]).toMatchObject({ id: seedId(13, 1), tenantId: "000001", postCode: "ceo", category: 1, sort: 1 });
  });

  it("submit creates (plain password stored as sha1(md5)), update keeps the password, validation messages", async () => {
    const token = await admin1();
    const account = `u${unique()}`;
    const create = {
      account, password: "Start#2026", realName: "新用户", name: "小新", phone: "13912345678", email: `${account}@pay.sandbox`, sex: 2,
      roleId: SEED.roleOperator1, deptId: `${ORG_SEED.deptBeijingGroup1},${SEED.deptOps1}`, postId: ORG_SEED.postManager1, code: "N001",
      birthday: "1995-06-18 00:00:00",
    };
    expect(await post(`${USER}/submit`, token, create)).toEqual(OK);
    const found = (await get<Page<User>>(`${USER}/page?account=${account}`, token)).data.records;
    expect(found).toHaveLength(1);
    const id = found[0]!.id;
    expect(id).toMatch(/^\d{19}$/);
    expect(found[0]).toMatchObject({ realName: "新用户", name: "小新", sex: 2, sexName: "女", roleName: "运营专员", deptName: "北京渠道一组,运营部",
      postName: "部门经理", birthday: "1995-06-18 00:00:00", code: "N001", userType: 1, createUser: SEED.userAdmin1 });
    const stored = await sandboxEnv.DB.prepare("SELECT password FROM blade_user WHERE id = ?").bind(id).first<string>("password");
    expect(stored).toBe(await sha1Hex(md5Hex("Start#2026")));
    expect((await signIn(account, "Start#2026")).user_id).toBe(id);

    const cases: [Record<string, unknown>, string][] = [
      [{ ...create, account: "admin" }, "当前用户已存在!"],
      [{ ...create }, "当前用户已存在!"],
      [{ ...create, account: "" }, "账号不能为空"],
      [{ ...create, account: `${account}x`, password: "" }, "密码不能为空"],
      [{ ...create, account: `${account}x`, realName: " " }, "姓名不能为空"],
      [{ ...create, account: `${account}x`, phone: "1391234" }, "手机号码格式不正确"],
      [{ ...create, account: `${account}x`, email: "nope" }, "邮箱格式不正确"],
      [{ ...create, account: `${account}x`, sex: 3 }, "性别不正确"],
      [{ ...create, account: `${account}x`, roleId: SEED.roleAdmin2 }, "角色不存在"],
      [{ ...create, account: `${account}x`, deptId: `${SEED.deptOps1},${SEED.deptHq2}` }, "部门不存在"],
      [{ ...create, account: `${account}x`, postId: "1" }, "岗位不存在"],
      [{ ...create, account: `${account}x`, birthday: "1995-02-30 00:00:00" }, "生日格式不正确"],
    ];
    for (const [json, msg] of cases) expect(await post(`${USER}/submit`, token, json), msg).toEqual(failure(msg));
    expect((await get<Page<User>>(`${USER}/page?account=${account}x`, token)).data.total).toBe(0);

    // update: password untouched, absent fields kept, a VO echoed back (sex -1, birthday "") is accepted.
    expect(await post(`${USER}/update`, token, { id, realName: "新用户改", password: "ignored", deptId: ORG_SEED.deptTech })).toEqual(OK);
    const after = (await get<User>(`${USER}/detail?id=${id}`, token)).data;
    expect(after).toMatchObject({ realName: "新用户改", deptName: "技术研发部", phone: "13912345678", roleId: SEED.roleOperator1 });
    expect(await sandboxEnv.DB.prepare("SELECT password FROM blade_user WHERE id = ?").bind(id).first<string>("password")).toBe(stored);
    expect(await post(`${USER}/update`, token, { ...after, sex: -1, birthday: "", password: undefined })).toEqual(OK);
    expect((await get<User>(`${USER}/detail?id=${id}`, token)).data).toMatchObject({ sex: -1, birthday: "", sexName: "" });
    expect(await post(`${USER}/update`, token, { id, account: "operator" })).toEqual(failure("当前用户已存在!"));
    expect(await post(`${USER}/update`, token, { id, phone: "abc" })).toEqual(failure("手机号码格式不正确"));
    expect(await post(`${USER}/update`, token, { realName: "x" })).toEqual(failure("用户ID不能为空"));
    expect(await post(`${USER}/update`, token, { id: SEED.userAdmin2, realName: "x" })).toEqual(failure("用户不存在"));
    // submit with an id updates too.
    expect(await post(`${USER}/submit`, token, { id, email: "renamed@pay.sandbox" })).toEqual(OK);
    expect((await get<User>(`${USER}/detail?id=${id}`, token)).data.email).toBe("renamed@pay.sandbox");

    expect(await post(`${USER}/remove?ids=${id}`, token)).toEqual(OK);
  });

  it("remove: never the caller; soft delete; the account can be created again", async () => {
    const { access_token, user_id } = await signIn("qa1", "qa123456");
    const account = `r${unique()}`;
    expect(await post(`${USER}/submit`, access_token, { account, password: "abc12345", realName: "待删除" })).toEqual(OK);
    const id = (await get<Page<User>>(`${USER}/page?account=${account}`, access_token)).data.records[0]!.id;
    expect(await post(`${USER}/remove?ids=${id},${user_id}`, access_token)).toEqual(failure("不能删除当前登录用户!"));
    expect((await get<User>(`${USER}/detail?id=${id}`, access_token)).data.id).toBe(id);
    const form = await authed(`${USER}/remove`, access_token, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `ids=${id}` });
    expect(await body(form)).toEqual(OK);
    expect(await get(`${USER}/detail?id=${id}`, access_token)).toEqual(EMPTY);
    expect(await sandboxEnv.DB.prepare("SELECT is_deleted FROM blade_user WHERE id = ?").bind(id).first<number>("is_deleted")).toBe(1);
    expect(await body(await passwordLogin(account, "abc12345"))).toMatchObject({ success: false });
    expect(await raw("POST", `${USER}/remove`, access_token)).toEqual({ status: 400, body: failure("缺少必要的请求参数: ids") });
    // Another tenant's id is left alone.
    expect(await post(`${USER}/remove?ids=${ORG_SEED.user2First}`, access_token)).toEqual(OK);
    expect(await sandboxEnv.DB.prepare("SELECT is_deleted FROM blade_user WHERE id = ?").bind(ORG_SEED.user2First).first<number>("is_deleted")).toBe(0);
    // The account is free again.
    expect(await post(`${USER}/submit`, access_token, { account, password: "abc12345", realName: "再次创建" })).toEqual(OK);
    const again = (await get<Page<User>>(`${USER}/page?account=${account}`, access_token)).data.records;
    expect(again.map((u) => u.realName)).toEqual(["再次创建"]);
    expect(await post(`${USER}/remove?ids=${again[0]!.id}`, access_token)).toEqual(OK);
  });

  it("reset-password sets 123456 (and lifts the login lock)", async () => {
    const token = await admin1();
    const account = `p${unique()}`;
    expect(await post(`${USER}/submit`, token, { account, password: "Secret99", realName: "重置密码", roleId: SEED.roleOperator1 })).toEqual(OK);
    const id = (await get<Page<User>>(`${USER}/page?account=${account}`, token)).data.records[0]!.id;
    for (let i = 0; i < 5; i++) await passwordLogin(account, "wrong");
    expect(await body(await passwordLogin(account, "Secret99"))).toMatchObject({ error_code: 2003 });
    expect(await post(`${USER}/reset-password?userIds=${id}`, token)).toEqual(OK);
    expect((await signIn(account, "123456")).user_id).toBe(id);
    expect(await body(await passwordLogin(account, "Secret99"))).toMatchObject({ success: false });
    expect(await raw("POST", `${USER}/reset-password`, token)).toEqual({ status: 400, body: failure("缺少必要的请求参数: userIds") });
    // Another tenant's users are untouched.
    const before = await sandboxEnv.DB.prepare("SELECT password FROM blade_user WHERE id = ?").bind(SEED.userAdmin2).first<string>("password");
    expect(await post(`${USER}/reset-password?userIds=${SEED.userAdmin2}`, token)).toEqual(OK);
    expect(await sandboxEnv.DB.prepare("SELECT password FROM blade_user WHERE id = ?").bind(SEED.userAdmin2).first<string>("password")).toBe(before);
    expect(await post(`${USER}/remove?ids=${id}`, token)).toEqual(OK);
  });

  it("tenant 000002: its own 4 users, posts and nothing of 000001", async () => {
    const { access_token } = await signInWithCaptcha("admin", "admin");
    const page = (await get<Page<User>>(`${USER}/page?size=50`, access_token)).data;
    expect(page.total).toBe(4);
    expect(page.records.map((u) => u.account).sort()).toEqual(["admin", "user01", "user02", "user03"]);
    expect(page.records.find((u) => u.account === "user01")).toMatchObject({ id: ORG_SEED.user2First, realName: "陈晓明", deptName: "市场部",
      tenantName: "蓝海支付" });
    expect(await get(`${USER}/detail?id=${ORG_SEED.user01}`, access_token)).toEqual(EMPTY);
    expect((await get<Page<User>>(`${USER}/page?deptId=${ORG_SEED.deptBeijing}`, access_token)).data.total).toBe(0);
    expect((await get<Record<string, unknown>[]>(`${SYS}/post/select`, access_token)).data.map((p) => p.postName)).toEqual(["总经理", "运营专员"]);
    // user01 exists in both tenants: accounts are unique per tenant.
    expect(await post(`${USER}/submit`, access_token, { account: "user01", password: "x1234567", realName: "重复" })).toEqual(failure("当前用户已存在!"));
    expect(await post(`${USER}/update`, access_token, { id: ORG_SEED.user01, realName: "越权" })).toEqual(failure("用户不存在"));
  });
});

describe("common settings", () => {
  it("detail is the caller's tenant row", async () => {
    const token = await admin1();
    expect((await get(`${SYS}/common-setting/detail`, token)).data).toEqual({
      id: seedId(23, 1), tenantId: "000001", marketingLink: "/sandbox/marketing", tokenTime: 3000, loginModes: "password,phone,social", autoLockMinutes: 10,
    });
    const two = await signInWithCaptcha("admin", "admin");
    expect((await get(`${SYS}/common-setting/detail`, two.access_token)).data).toMatchObject({ tenantId: "000002", marketingLink: "", autoLockMinutes: 15 });
  });

  it("submit validates each field and updates what the public reader serves", async () => {
    const token = await admin1();
    const before = (await get<Record<string, unknown>>(`${SYS}/common-setting/detail`, token)).data;
    const cases: [Record<string, unknown>, string][] = [
      [{ marketingLink: "ftp://x" }, "营销链接必须为空、http(s)地址或/sandbox/路径"],
      [{ marketingLink: `https://x.example.com/${"a".repeat(500)}` }, "营销链接长度不能超过500个字符"],
      [{ tokenTime: 299 }, "令牌时长(tokenTime)必须是300到86400之间的整数"],
      [{ tokenTime: 86401 }, "令牌时长(tokenTime)必须是300到86400之间的整数"],
      [{ tokenTime: "12.5" }, "令牌时长(tokenTime)必须是300到86400之间的整数"],
      [{ loginModes: "password,email" }, "登录方式(loginModes)只能是password、phone、social"],
      [{ loginModes: "phone,social" }, "登录方式(loginModes)必须包含password"],
      [{ loginModes: "" }, "登录方式(loginModes)必须包含password"],
      [{ autoLockMinutes: -1 }, "自动锁屏时间(autoLockMinutes)必须是0到240之间的整数"],
      [{ autoLockMinutes: 241 }, "自动锁屏时间(autoLockMinutes)必须是0到240之间的整数"],
    ];
    for (const [json, msg] of cases) expect(await post(`${SYS}/common-setting/submit`, token, json), msg).toEqual(failure(msg));
    expect((await get(`${SYS}/common-setting/detail`, token)).data).toEqual(before);

    expect(await post(`${SYS}/common-setting/submit`, token, {
      marketingLink: "https://marketing.example.com/entry?a=1", tokenTime: 7200, loginModes: "social, password", autoLockMinutes: 0,
    })).toEqual(OK);
    const pub = await body<R<Record<string, unknown>>>(await call(`${SYS}/common-setting/getCommonConfigByTenantId?tenantId=000001`));
    expect(pub.data).toMatchObject({ marketingLink: "https://marketing.example.com/entry?a=1", tokenTime: 7200, loginModes: "password,social", autoLockMinutes: 0 });
    expect(await post(`${SYS}/common-setting/submit`, token, { marketingLink: "", autoLockMinutes: "240" })).toEqual(OK);
    expect((await get(`${SYS}/common-setting/detail`, token)).data).toMatchObject({ marketingLink: "", tokenTime: 7200, autoLockMinutes: 240 });
    const other = await body<R<Record<string, unknown>>>(await call(`${SYS}/common-setting/getCommonConfigByTenantId?tenantId=000002`));
    expect(other.data).toMatchObject({ tokenTime: 1800, autoLockMinutes: 15 });

    const { id: _id, tenantId: _tenant, ...restore } = before;
    expect(await post(`${SYS}/common-setting/submit`, token, restore)).toEqual(OK);
    expect((await get(`${SYS}/common-setting/detail`, token)).data).toEqual(before);
  });
});
