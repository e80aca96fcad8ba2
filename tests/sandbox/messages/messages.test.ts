import { describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { authed, body, get, sandboxEnv, signIn, signInWithCaptcha } from "../helpers";

type Msg = {
  id: string;
  title: string;
  content: string;
  msgType: number;
  isRead: number;
  createTime: string;
  sender: string;
  [k: string]: unknown;
};
type Page = { records: Msg[]; total: number; size: number; current: number; pages: number };
const MSG = "/api/cloud-msg-center";
const OK = { code: 200, success: true, data: {}, msg: "操作成功" };

describe("personal messages", () => {
  it("seeded: 26 per tenant-000001 account, newest first, paged, in the row shape", async () => {
    for (const [account, plain, unread] of [
      ["admin", "admin", 18],
      ["operator", "operator123", 17],
      ["qa1", "qa123456", 18],
      ["qa2", "qa123456", 18],
      ["qa3", "qa123456", 18],
      ["qa4", "qa123456", 18],
    ] as const) {
      const { access_token, user_id } = await signIn(account, plain);
      const first = await get<Page>(`${MSG}/msg/page?current=1&size=10`, access_token);
      expect(first.data, account).toMatchObject({ total: 26, size: 10, current: 1, pages: 3 });
      expect(first.data.records).toHaveLength(10);
      expect((await get<number>(`${MSG}/msg/not_read_num`, access_token)).data, account).toBe(unread);
      const row = first.data.records[0]!;
      expect(row).toMatchObject({
        id: expect.stringMatching(/^\d{19}$/),
        tenantId: "000001",
        userId: user_id,
        isRead: expect.any(Number),
      });
      for (const key of ["id", "title", "content", "msgType", "isRead", "createTime", "sender"])
        expect(row).toHaveProperty(key);
      expect(row.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(row.sender).not.toBe("");
      expect([1, 2]).toContain(row.msgType);
      const all = (await get<Page>(`${MSG}/msg/page?size=100`, access_token)).data.records;
      const times = all.map((m) => m.createTime);
      expect(times).toEqual([...times].sort().reverse());
      expect(all.filter((m) => m.isRead === 0)).toHaveLength(unread);
      expect(all.every((m) => m.isRead === 0 || m.isRead === 1)).toBe(true);
    }
  });

  it("filters by title (LIKE) and isRead", async () => {
    const { access_token } = await signIn("qa1", "qa123456");
    const unread = await get<Page>(`${MSG}/msg/page?isRead=0&size=100`, access_token);
    expect(unread.data.total).toBe(18);
    expect(unread.data.records.every((m) => m.isRead === 0)).toBe(true);
    expect((await get<Page>(`${MSG}/msg/page?isRead=1&size=100`, access_token)).data.total).toBe(8);
    const titled = await get<Page>(`${MSG}/msg/page?title=${encodeURIComponent("对账")}&size=100`, access_token);
    expect(titled.data.total).toBeGreaterThan(0);
    expect(titled.data.records.every((m) => m.title.includes("对账"))).toBe(true);
    expect((await get<Page>(`${MSG}/msg/page?title=%25`, access_token)).data.total).toBe(0);
  });

  it("readBatch and all-read mark read; not_read_num follows", async () => {
    const { access_token } = await signIn("qa2", "qa123456");
    const unread = (await get<Page>(`${MSG}/msg/page?isRead=0&size=3`, access_token)).data.records;
    expect(await get(`${MSG}/msg/readBatch?ids=${unread.map((m) => m.id).join(",")}`, access_token)).toEqual(OK);
    expect((await get<number>(`${MSG}/msg/not_read_num`, access_token)).data).toBe(15);
    const detail = await get<Msg>(`${MSG}/msg/detail?id=${unread[0]!.id}`, access_token);
    expect(detail.data).toMatchObject({ id: unread[0]!.id, title: unread[0]!.title, isRead: 1 });
    // Another user's ids are untouched.
    const admin = await signIn("admin", "admin");
    const adminUnread = (await get<Page>(`${MSG}/msg/page?isRead=0&size=1`, admin.access_token)).data.records[0]!;
    await get(`${MSG}/msg/readBatch?ids=${adminUnread.id}`, access_token);
    expect((await get<number>(`${MSG}/msg/not_read_num`, admin.access_token)).data).toBe(18);

    const missing = await authed(`${MSG}/msg/readBatch`, access_token);
    expect(missing.status).toBe(400);
    expect(await body(missing)).toMatchObject({ code: 400, msg: "缺少必要的请求参数: ids" });

    const type1 = (await get<number>(`${MSG}/msg/not_read_num?type=1`, access_token)).data;
    const before = (await get<number>(`${MSG}/msg/not_read_num`, access_token)).data;
    expect(await get(`${MSG}/msg/all-read?type=1`, access_token)).toEqual(OK);
    expect((await get<number>(`${MSG}/msg/not_read_num`, access_token)).data).toBe(before - type1);
    expect((await get<number>(`${MSG}/msg/not_read_num?type=1`, access_token)).data).toBe(0);
    await get(`${MSG}/msg/all-read`, access_token);
    expect((await get<number>(`${MSG}/msg/not_read_num`, access_token)).data).toBe(0);
    expect((await get<Page>(`${MSG}/msg/page?isRead=0`, access_token)).data.total).toBe(0);
  });

  it("detail of an absent or foreign message is R.data(null)", async () => {
    const { access_token } = await signIn("qa3", "qa123456");
    const empty = { code: 200, success: true, data: {}, msg: "暂无承载数据" };
    expect(await get(`${MSG}/msg/detail?id=1`, access_token)).toEqual(empty);
    expect(await get(`${MSG}/msg/detail`, access_token)).toEqual(empty);
    const admin = await signIn("admin", "admin");
    const adminRow = (await get<Page>(`${MSG}/msg/page?size=1`, admin.access_token)).data.records[0]!;
    expect(await get(`${MSG}/msg/detail?id=${adminRow.id}`, access_token)).toEqual(empty);
  });
});

describe("system notices", () => {
  it("≥12 per tenant 000001, newest first, read state per user", async () => {
    const admin = await signIn("admin", "admin");
    const page1 = await get<Page>(`${MSG}/sys/msg/page?current=1&size=10`, admin.access_token);
    expect(page1.data).toMatchObject({ total: 13, size: 10, current: 1, pages: 2 });
    const page2 = await get<Page>(`${MSG}/sys/msg/page?current=2&size=10`, admin.access_token);
    expect(page2.data.records).toHaveLength(3);
    const row = page1.data.records[0]!;
    expect(row).toMatchObject({ tenantId: "000001", sender: expect.any(String) });
    expect(row).not.toHaveProperty("userId");
    for (const key of ["id", "title", "content", "msgType", "isRead", "createTime", "sender"])
      expect(row).toHaveProperty(key);
    const times = [...page1.data.records, ...page2.data.records].map((m) => m.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get<number>(`${MSG}/sys/msg/notReadNum`, admin.access_token)).data).toBe(10);
    expect((await get<Page>(`${MSG}/sys/msg/page?isRead=1`, admin.access_token)).data.total).toBe(3);
    const qa = await signIn("qa1", "qa123456");
    expect((await get<number>(`${MSG}/sys/msg/notReadNum`, qa.access_token)).data).toBe(13);
    expect((await get<number>(`${MSG}/sys/msg/notReadNum?type=2`, qa.access_token)).data).toBe(4);
  });

  it("readBatch, detail and all-read are per user", async () => {
    const qa = await signIn("qa2", "qa123456");
    const rows = (await get<Page>(`${MSG}/sys/msg/page?size=2`, qa.access_token)).data.records;
    expect(rows.every((m) => m.isRead === 0)).toBe(true);
    expect(await get(`${MSG}/sys/msg/readBatch?ids=${rows.map((m) => m.id).join(",")}`, qa.access_token)).toEqual(OK);
    expect((await get<number>(`${MSG}/sys/msg/notReadNum`, qa.access_token)).data).toBe(11);
    expect((await get<Msg>(`${MSG}/sys/msg/detail?id=${rows[0]!.id}`, qa.access_token)).data).toMatchObject({
      id: rows[0]!.id,
      isRead: 1,
    });
    // Other users keep their own state.
    const other = await signIn("qa3", "qa123456");
    expect((await get<number>(`${MSG}/sys/msg/notReadNum`, other.access_token)).data).toBe(13);
    expect((await get<Msg>(`${MSG}/sys/msg/detail?id=${rows[0]!.id}`, other.access_token)).data.isRead).toBe(0);

    await get(`${MSG}/sys/msg/all-read?type=2`, qa.access_token);
    expect((await get<number>(`${MSG}/sys/msg/notReadNum?type=2`, qa.access_token)).data).toBe(0);
    expect(await get(`${MSG}/sys/msg/all-read`, qa.access_token)).toEqual(OK);
    expect((await get<number>(`${MSG}/sys/msg/notReadNum`, qa.access_token)).data).toBe(0);
    expect((await get<Page>(`${MSG}/sys/msg/page?isRead=0`, qa.access_token)).data.total).toBe(0);
    expect((await get<number>(`${MSG}/sys/msg/notReadNum`, other.access_token)).data).toBe(13);
  });

  it("another tenant's notices are not visible", async () => {
    const { access_token } = await signIn("admin", "admin");
    const foreign = await sandboxEnv.DB.prepare("SELECT id FROM cloud_sys_msg WHERE tenant_id = ? LIMIT 1")
      .bind(SEED.tenant2)
      .first<string>("id");
    expect(await get(`${MSG}/sys/msg/detail?id=${foreign}`, access_token)).toEqual({
      code: 200,
      success: true,
      data: {},
      msg: "暂无承载数据",
    });
    const two = await signInWithCaptcha("admin", "admin");
    expect((await get<Page>(`${MSG}/sys/msg/page`, two.access_token)).data.total).toBe(3);
    expect((await get<Page>(`${MSG}/msg/page`, two.access_token)).data.total).toBe(6);
    expect((await get<number>(`${MSG}/msg/not_read_num`, two.access_token)).data).toBe(5);
  });
});

describe("the message centre at a glance", () => {
  it("unread counts, paged messages (IPage) and marking read", async () => {
    const { access_token } = await signIn("admin", "admin");
    const base = "/api/cloud-msg-center";
    expect((await get<number>(`${base}/msg/not_read_num`, access_token)).data).toBe(18);
    expect((await get<number>(`${base}/msg/not_read_num?type=1`, access_token)).data).toBe(12);
    expect((await get<number>(`${base}/sys/msg/notReadNum`, access_token)).data).toBe(10);
    const paged = await get<Record<string, unknown>>(`${base}/msg/page?current=3&size=10`, access_token);
    expect(paged.data).toMatchObject({
      total: 26,
      size: 10,
      current: 3,
      pages: 3,
      orders: [],
      countId: "",
      maxLimit: -1,
    });
    expect(Object.keys(paged.data)).toEqual(expect.arrayContaining(["records", "total", "size", "current", "pages"]));
    expect((paged.data.records as unknown[]).length).toBe(6);
    await get(`${base}/msg/all-read?type=1`, access_token);
    expect((await get<number>(`${base}/msg/not_read_num`, access_token)).data).toBe(6);
    await get(`${base}/sys/msg/all-read`, access_token);
    expect((await get<number>(`${base}/sys/msg/notReadNum`, access_token)).data).toBe(0);
  });
});
