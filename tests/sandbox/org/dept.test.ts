import { describe, expect, it } from "vitest";
import { md5Hex } from "../../../shared/md5";
import { sha1Hex } from "../../../workers/sandbox/core/crypto";
import { SEED } from "../../../workers/sandbox/core/seed";
import { seedData } from "../../../workers/sandbox/database";
import { ORG_SEED } from "../../../workers/sandbox/services/org/seed";
import { INIT_PASSWORD_HASH } from "../../../workers/sandbox/services/user/seed";
import { call, get, type Page, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";
import {
  admin1,
  DATE,
  type Dept,
  EMPTY,
  failure,
  OK,
  post,
  raw,
  SYS,
  type Tree,
  unique,
  type User,
  USER,
  walk,
} from "../support/org";

describe("seed_v3_org", () => {
  it("is deterministic, keeps kinds 40–42 and never touches the existing accounts", async () => {
    const seed = await seedData("seed_v3_org");
    expect(await seedData("seed_v3_org")).toEqual(seed);
    expect(await sha1Hex(md5Hex("123456"))).toBe(INIT_PASSWORD_HASH);
    for (const [table, rows] of seed.rows) {
      const keys = JSON.stringify(Object.keys(rows[0]!));
      expect(
        rows.every((r) => JSON.stringify(Object.keys(r)) === keys),
        table,
      ).toBe(true);
      if (table !== "blade_region")
        expect(
          rows.every((r) => /^1(40|41|42)\d{16}$/.test(String(r.id))),
          table,
        ).toBe(true);
    }
    const users = seed.rows.find(([t]) => t === "blade_user")![1];
    expect(users.filter((u) => u.tenant_id === "000001")).toHaveLength(40);
    expect(users.filter((u) => u.tenant_id === "000002")).toHaveLength(3);
    expect(users.map((u) => u.account)).not.toContain("admin");
    await call("/api/cloud-system/tenant/info?domain=t1");
    const { results } = await sandboxEnv.DB.prepare("SELECT account FROM blade_user WHERE id IN (?, ?, ?) ORDER BY id")
      .bind(SEED.userAdmin1, SEED.userOperator1, SEED.userAdmin2)
      .all<{ account: string }>();
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
    expect(first.data).toMatchObject({ total: 47, size: 10, current: 1, pages: 5 });
    expect(first.data.records).toHaveLength(10);
    const hq = first.data.records[0]!;
    expect(hq).toMatchObject({
      id: SEED.deptHq1,
      tenantId: "000001",
      parentId: "0",
      ancestors: "0",
      deptCategory: 1,
      deptName: "支付平台",
      deptCategoryName: "公司",
      hasChildren: true,
      parentName: "",
      linkphone: "021-50001000",
      isDeleted: 0,
    });
    expect(hq.createTime).toMatch(DATE);
    expect(hq).not.toHaveProperty("children");
    const last = await get<Page<Dept>>(`${SYS}/dept/page?current=5&size=10`, token);
    expect(last.data.records).toHaveLength(7);
    const all = (await get<Page<Dept>>(`${SYS}/dept/page?size=100`, token)).data.records;
    expect(all).toHaveLength(47);
    expect(new Set(all.map((d) => d.id)).size).toBe(47);
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
    expect(all.filter((d) => d.deptCategory === 1 && d.parentId === SEED.deptHq1).map((d) => d.deptName)).toEqual([
      "北京分公司",
      "上海分公司",
      "广州分公司",
      "深圳分公司",
      "成都分公司",
    ]);
  });

  it("page filters (deptName, fullName LIKE; deptCategory) and ascs/descs", async () => {
    const token = await admin1();
    const branches = (await get<Page<Dept>>(`${SYS}/dept/page?deptName=${encodeURIComponent("分公司")}&size=50`, token))
      .data;
    expect(branches.total).toBe(5);
    expect(branches.records.every((d) => d.deptName.includes("分公司") && d.deptCategory === 1)).toBe(true);
    const groups = (await get<Page<Dept>>(`${SYS}/dept/page?deptCategory=3&size=50`, token)).data;
    expect(groups.total).toBe(21);
    expect(groups.records.every((d) => d.deptCategoryName === "小组")).toBe(true);
    const full = (await get<Page<Dept>>(`${SYS}/dept/page?fullName=${encodeURIComponent("深圳分公司")}&size=50`, token))
      .data;
    expect(full.total).toBe(7);
    expect(
      (await get<Page<Dept>>(`${SYS}/dept/page?deptName=${encodeURIComponent("深圳")}&deptCategory=2`, token)).data
        .total,
    ).toBe(3);
    expect((await get<Page<Dept>>(`${SYS}/dept/page?deptName=%25`, token)).data.total).toBe(0);

    const byName = (await get<Page<Dept>>(`${SYS}/dept/page?size=100&ascs=deptName`, token)).data.records.map(
      (d) => d.deptName,
    );
    expect(byName).toEqual([...byName].sort());
    const newest = (await get<Page<Dept>>(`${SYS}/dept/page?size=100&descs=createTime`, token)).data.records.map(
      (d) => d.createTime,
    );
    expect(newest).toEqual([...newest].sort().reverse());
    expect(newest[0]).not.toBe(newest[newest.length - 1]);
    // Unknown names are ignored (no SQL injection, default order).
    const ignored = await get<Page<Dept>>(
      `${SYS}/dept/page?size=3&descs=${encodeURIComponent("id;drop table blade_dept")}`,
      token,
    );
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
    expect(count).toBe(47);
    expect(deepest).toBe(3);
    const beijing = tree[0]!.children!.find((d) => d.id === ORG_SEED.deptBeijing)!;
    expect(beijing.children!.map((d) => d.deptName)).toEqual(["北京市场拓展部", "北京商户运营部", "北京客户服务部"]);
    const filtered = (await get<Dept[]>(`${SYS}/dept/list?deptName=${encodeURIComponent("渠道")}`, token)).data;
    expect(filtered).toHaveLength(10);
    expect(filtered.every((d) => d.deptName.includes("渠道") && !d.children)).toBe(true);

    const top = (await get<Dept[]>(`${SYS}/dept/lazy-list`, token)).data;
    expect(top.map((d) => [d.id, d.hasChildren])).toEqual([[SEED.deptHq1, true]]);
    const level1 = (await get<Dept[]>(`${SYS}/dept/lazy-list?parentId=${SEED.deptHq1}`, token)).data;
    expect(level1).toHaveLength(10);
    expect(level1[0]).toMatchObject({
      id: SEED.deptOps1,
      deptName: "运营部",
      hasChildren: true,
      parentName: "支付平台",
    });
    expect(level1.find((d) => d.id === ORG_SEED.deptFinance)!.hasChildren).toBe(false);
    expect(level1.find((d) => d.id === ORG_SEED.deptTech)!.hasChildren).toBe(true);
    const audits = (
      await get<Dept[]>(
        `${SYS}/dept/lazy-list?parentId=${SEED.deptHq1}&deptName=${encodeURIComponent("商户审核")}`,
        token,
      )
    ).data;
    expect(audits).toHaveLength(5);
    expect(audits.every((d) => d.deptCategory === 3)).toBe(true);
  });

  it("tree and lazy-tree are TreeNodes; another tenant's tree is []", async () => {
    const token = await admin1();
    const tree = (await get<Tree[]>(`${SYS}/dept/tree`, token)).data;
    expect(tree).toHaveLength(1);
    expect(Object.keys(tree[0]!)).toEqual(["id", "parentId", "title", "key", "value", "hasChildren", "children"]);
    expect(tree[0]).toMatchObject({
      id: SEED.deptHq1,
      parentId: "0",
      title: "支付平台",
      key: SEED.deptHq1,
      value: SEED.deptHq1,
      hasChildren: true,
    });
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
    expect((await get<Tree[]>(`${SYS}/dept/lazy-tree?tenantId=000002&parentId=${SEED.deptHq2}`, token)).data).toEqual(
      [],
    );

    const lazy = (await get<Tree[]>(`${SYS}/dept/lazy-tree?parentId=${ORG_SEED.deptBeijing}`, token)).data;
    expect(lazy.map((n) => [n.title, n.hasChildren])).toEqual([
      ["北京市场拓展部", true],
      ["北京商户运营部", true],
      ["北京客户服务部", false],
    ]);
    expect(lazy.every((n) => !("children" in n) && n.parentId === ORG_SEED.deptBeijing)).toBe(true);
    expect((await get<Tree[]>(`${SYS}/dept/lazy-tree`, token)).data.map((n) => n.id)).toEqual([SEED.deptHq1]);
  });

  it("detail: parentName 顶级 at the root, R.data(null) for unknown or foreign ids", async () => {
    const token = await admin1();
    expect((await get<Dept>(`${SYS}/dept/detail?id=${SEED.deptHq1}`, token)).data).toMatchObject({
      parentName: "顶级",
      deptName: "支付平台",
      fullName: "上海支付平台科技有限公司",
      remark: "集团总部",
    });
    expect((await get<Dept>(`${SYS}/dept/detail?id=${ORG_SEED.deptBeijingGroup1}`, token)).data).toMatchObject({
      deptName: "北京渠道一组",
      parentName: "北京市场拓展部",
      deptCategoryName: "小组",
      hasChildren: false,
      ancestors: `0,${SEED.deptHq1},${ORG_SEED.deptBeijing},${ORG_SEED.deptBeijingMarket}`,
    });
    expect(await get(`${SYS}/dept/detail?id=${SEED.deptHq2}`, token)).toEqual(EMPTY);
    expect(await get(`${SYS}/dept/detail?id=404`, token)).toEqual(EMPTY);
  });

  it("submit inserts and updates; ancestors follow a move; validation messages", async () => {
    const token = await admin1();
    const name = `测试部${unique()}`;
    const created = await post<{ id: string; tenantId: string; deptCategoryName: string }>(
      `${SYS}/dept/submit`,
      token,
      {
        deptName: name,
        fullName: `${name}全称`,
        parentId: ORG_SEED.deptShanghai,
        deptCategory: 2,
        sort: 9,
        remark: "临时",
        linkphone: "021-62130999",
      },
    );
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ tenantId: "000001", deptCategoryName: "部门" });
    expect(created.data.id).toMatch(/^\d{19}$/);
    const id = created.data.id;
    expect((await get<Dept>(`${SYS}/dept/detail?id=${id}`, token)).data).toMatchObject({
      deptName: name,
      fullName: `${name}全称`,
      parentId: ORG_SEED.deptShanghai,
      parentName: "上海分公司",
      ancestors: `0,${SEED.deptHq1},${ORG_SEED.deptShanghai}`,
      sort: 9,
      remark: "临时",
      linkphone: "021-62130999",
      deptCategory: 2,
    });
    const child = (
      await post<{ id: string }>(`${SYS}/dept/submit`, token, {
        deptName: `${name}小组`,
        parentId: id,
        deptCategory: 3,
      })
    ).data.id;
    expect((await get<Dept>(`${SYS}/dept/detail?id=${child}`, token)).data).toMatchObject({
      fullName: `${name}小组`,
      ancestors: `0,${SEED.deptHq1},${ORG_SEED.deptShanghai},${id}`,
    });

    // Update: move under 北京分公司, rename; the child's ancestors follow; absent fields are kept.
    const updated = await post<{ id: string; deptCategoryName: string }>(`${SYS}/dept/submit`, token, {
      id,
      deptName: `${name}改`,
      parentId: ORG_SEED.deptBeijing,
    });
    expect(updated.data).toMatchObject({ id, tenantId: "000001", deptCategoryName: "部门" });
    expect((await get<Dept>(`${SYS}/dept/detail?id=${id}`, token)).data).toMatchObject({
      deptName: `${name}改`,
      parentName: "北京分公司",
      ancestors: `0,${SEED.deptHq1},${ORG_SEED.deptBeijing}`,
      remark: "临时",
      sort: 9,
    });
    expect((await get<Dept>(`${SYS}/dept/detail?id=${child}`, token)).data.ancestors).toBe(
      `0,${SEED.deptHq1},${ORG_SEED.deptBeijing},${id}`,
    );
    // A new root by default.
    const root = (
      await post<{ id: string; deptCategoryName: string }>(`${SYS}/dept/submit`, token, {
        deptName: `${name}根`,
        deptCategory: 1,
      })
    ).data;
    expect(root.deptCategoryName).toBe("公司");
    expect((await get<Dept>(`${SYS}/dept/detail?id=${root.id}`, token)).data).toMatchObject({
      parentId: "0",
      ancestors: "0",
      parentName: "顶级",
    });

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
    const parent = (
      await post<{ id: string }>(`${SYS}/dept/submit`, token, {
        deptName: `删除${unique()}`,
        deptCategory: 2,
        parentId: ORG_SEED.deptFinance,
      })
    ).data.id;
    const child = (
      await post<{ id: string }>(`${SYS}/dept/submit`, token, {
        deptName: `删除子${unique()}`,
        deptCategory: 3,
        parentId: parent,
      })
    ).data.id;

    const blocked = await raw("DELETE", `${SYS}/dept/remove?id=${parent}`, token);
    expect(blocked).toEqual({ status: 400, body: failure("请先删除子节点!") });
    // A user in the child blocks it (HTTP 200, code 400).
    const account = `d${unique()}`;
    expect(
      await post(`${USER}/submit`, token, { account, password: "Pass1234", realName: "部门用户", deptId: child }),
    ).toEqual(OK);
    expect(await raw("DELETE", `${SYS}/dept/remove?id=${child}`, token)).toEqual({
      status: 200,
      body: failure("该部门下存在用户，无法删除"),
    });
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
    expect((await raw("DELETE", `${SYS}/dept/remove?id=${SEED.deptOps1}`, token)).body).toEqual(
      failure("请先删除子节点!"),
    );
    expect((await raw("DELETE", `${SYS}/dept/remove?id=${ORG_SEED.deptBeijing}`, token)).status).toBe(400);
    expect((await raw("POST", `${SYS}/dept/remove?id=${child}`, token)).status).toBe(405);
  });

  it("batchDelete is all or nothing and names the first offending dept", async () => {
    const token = await admin1();
    const tag = unique();
    const a = (
      await post<{ id: string }>(`${SYS}/dept/submit`, token, {
        deptName: `批量A${tag}`,
        deptCategory: 2,
        parentId: ORG_SEED.deptFinance,
      })
    ).data.id;
    const b = (
      await post<{ id: string }>(`${SYS}/dept/submit`, token, { deptName: `批量B${tag}`, deptCategory: 3, parentId: a })
    ).data.id;
    const c = (
      await post<{ id: string }>(`${SYS}/dept/submit`, token, {
        deptName: `批量C${tag}`,
        deptCategory: 2,
        parentId: ORG_SEED.deptFinance,
      })
    ).data.id;

    const children = await raw("DELETE", `${SYS}/dept/batchDelete?ids=${c},${ORG_SEED.deptBeijing}`, token);
    expect(children).toEqual({ status: 400, body: failure("部门【北京分公司】下存在子部门，无法删除") });
    const users = await raw("DELETE", `${SYS}/dept/batchDelete?ids=${c},${ORG_SEED.deptBeijingGroup1}`, token);
    expect(users.body).toEqual(failure("部门【北京渠道一组】下存在用户，无法删除"));
    expect((await raw("DELETE", `${SYS}/dept/batchDelete?ids=${a},${c}`, token)).body).toEqual(
      failure(`部门【批量A${tag}】下存在子部门，无法删除`),
    );
    // Nothing was deleted.
    for (const id of [a, b, c]) expect((await get<Dept>(`${SYS}/dept/detail?id=${id}`, token)).data.id).toBe(id);
    expect((await raw("DELETE", `${SYS}/dept/batchDelete?ids=${c},${SEED.deptHq2}`, token)).body).toEqual(
      failure(`部门【${SEED.deptHq2}】不存在`),
    );
    expect(await raw("DELETE", `${SYS}/dept/batchDelete`, token)).toEqual({
      status: 400,
      body: failure("缺少必要的请求参数: ids"),
    });

    // A parent goes with its children in one call.
    expect((await raw("DELETE", `${SYS}/dept/batchDelete?ids=${a},${b},${c}`, token)).body).toEqual(OK);
    for (const id of [a, b, c]) expect(await get(`${SYS}/dept/detail?id=${id}`, token)).toEqual(EMPTY);
  });

  it("getDeptByNameOrNo: name, full name or id, paged (size 10 by default)", async () => {
    const token = await admin1();
    const beijing = (
      await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?keywordStr=${encodeURIComponent("北京")}`, token)
    ).data;
    expect(beijing).toMatchObject({ total: 7, size: 10, current: 1, pages: 1 });
    expect(beijing.records.every((d) => d.deptName.includes("北京") || d.fullName.includes("北京"))).toBe(true);
    const byFull = (
      await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?keywordStr=${encodeURIComponent("总部")}&size=20`, token)
    ).data;
    expect(byFull.total).toBe(7);
    const byId = (await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?keywordStr=${ORG_SEED.deptTech}`, token)).data;
    expect(byId.records.map((d) => d.deptName)).toEqual(["技术研发部"]);
    const all = (await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?current=2&size=20`, token)).data;
    expect(all).toMatchObject({ total: 47, current: 2, size: 20, pages: 3 });
    expect((await get<Page<Dept>>(`${SYS}/dept/getDeptByNameOrNo?keywordStr=${SEED.deptHq2}`, token)).data.total).toBe(
      0,
    );
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
    expect((await raw("DELETE", `${SYS}/dept/remove?id=${ORG_SEED.deptFinance}`, access_token)).body).toEqual(
      failure("部门不存在"),
    );
    expect(
      await post(`${SYS}/dept/submit`, access_token, { deptName: "x", deptCategory: 2, parentId: SEED.deptHq1 }),
    ).toEqual(failure("上级部门不存在"));
  });
});
