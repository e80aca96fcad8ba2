/**
 * 我的消息 (/message/myMessage) and 系统通知 (/message/sysNotice) in the built Worker against the
 * sandbox's seed (26 personal messages per qa account, 18 unread; 13 notices for tenant 000001,
 * all unread for qa accounts): paging and filters in the URL, the detail that marks read,
 * read-batch, read-all and the counts. Each test signs in its own account (sessions are per
 * account) and the read state it changes is that account's.
 */
import { describe, expect, it } from "vitest";
import { Browser, location, signedInAs } from "../browser";
import { answer, expectTitled } from "../screens";

const MINE = "/message/myMessage";
const SYSTEM = "/message/sysNotice";

type Row = { id: string; title: string; unread: boolean };

/** What a list page shows: its rows, the summary's numbers and the pager's position. */
async function view(browser: Browser, path: string) {
  const response = await browser.get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const rows: Row[] = [
    ...html.matchAll(
      /<tr([^>]*)><td[^>]*><input type="checkbox"[^>]*name="ids" value="([^"]+)".*?<a [^>]*>(?:<span[^>]*><\/span>)?([^<]*)<\/a>/g,
    ),
  ].map((m) => ({ id: m[2]!, title: m[3]!, unread: m[1]!.includes("data-unread") }));
  const summary = /共 (\d+) 条，未读 (\d+) 条/.exec(html);
  const pager = /第 (\d+) \/ (\d+) 页/.exec(html);
  return {
    html,
    rows,
    total: Number(summary?.[1] ?? NaN),
    unread: Number(summary?.[2] ?? NaN),
    page: pager ? { current: Number(pager[1]), pages: Number(pager[2]) } : null,
  };
}

describe("my messages", () => {
  it("pages on the server with the page and size in the URL", async () => {
    const browser = await signedInAs("qa1");
    const first = await view(browser, MINE);
    expectTitled(first.html, "我的消息");
    expect(first.html).toContain("<table");
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBe(26);
    expect(first.unread).toBe(18);
    expect(first.page).toEqual({ current: 1, pages: 3 });
    expect(first.rows.some((row) => row.unread)).toBe(true);
    // Previous is not a link on page 1; next is, and keeps the filters.
    expect(first.html).toMatch(/<a href="\/message\/myMessage\?current=2"[^>]*rel="next"/);
    expect(first.html).not.toContain('rel="prev"');

    const third = await view(browser, `${MINE}?current=3`);
    expect(third.rows).toHaveLength(6);
    expect(third.page).toEqual({ current: 3, pages: 3 });
    expect(third.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);

    const wide = await view(browser, `${MINE}?size=20&current=2`);
    expect(wide.rows).toHaveLength(6);
    expect(wide.page).toEqual({ current: 2, pages: 2 });
    expect(wide.html).toMatch(/<a href="\/message\/myMessage\?size=20"[^>]*rel="prev"/);

    // A size that is not offered falls back to 10; past the end goes to the last page.
    expect((await view(browser, `${MINE}?size=7`)).rows).toHaveLength(10);
    const beyond = await browser.get(`${MINE}?current=9&size=20`);
    expect(beyond.status).toBe(302);
    expect(location(beyond)).toBe(`${MINE}?current=2&size=20`);
  });

  it("filters by read state and title through a GET form", async () => {
    const browser = await signedInAs("qa1");
    const page = await view(browser, MINE);
    expect(page.html).toMatch(/<form role="search"[^>]*action="\/message\/myMessage" method="get"/);

    const unread = await view(browser, `${MINE}?isRead=0&size=50`);
    expect(unread.total).toBe(18);
    expect(unread.rows).toHaveLength(18);
    expect(unread.rows.every((row) => row.unread)).toBe(true);

    const read = await view(browser, `${MINE}?isRead=1&size=50`);
    expect(read.total).toBe(8);
    expect(read.rows.every((row) => !row.unread)).toBe(true);

    const titled = await view(browser, `${MINE}?title=${encodeURIComponent("对账")}&size=50`);
    expect(titled.total).toBeGreaterThan(0);
    expect(titled.rows.every((row) => row.title.includes("对账"))).toBe(true);
    // The filter's values come back in the form, and paging links keep them.
    expect(titled.html).toContain('value="对账"');

    const none = await view(browser, `${MINE}?title=${encodeURIComponent("没有这种标题")}`);
    expect(none.total).toBe(0);
    expect(none.rows).toHaveLength(0);
    expect(none.html).toContain("没有符合条件的数据");
    expect(none.html).not.toContain("<table");
  });

  it("opens a message beside the list and marks it read", async () => {
    const browser = await signedInAs("qa2");
    const before = await view(browser, `${MINE}?isRead=0`);
    const target = before.rows[0]!;
    expect(target.unread).toBe(true);

    const opened = await view(browser, `${MINE}?isRead=0&id=${target.id}`);
    expect(opened.html).toMatch(/role="region"[^>]*aria-label="消息详情"|aria-label="消息详情"[^>]*role="region"/);
    expect(opened.html).toContain(`<h2 class="text-lg leading-snug">${target.title}</h2>`);
    expect(opened.html).toMatch(/发送人：[^<]+/);
    expect(opened.unread).toBe(before.unread - 1);
    const after = await view(browser, `${MINE}?isRead=0&size=50`);
    expect(after.rows.map((r) => r.id)).not.toContain(target.id);

    const missing = await view(browser, `${MINE}?id=1`);
    expect(missing.html).toContain("该消息不存在或已被删除");
  });

  it("marks the ticked rows read (intent=read-batch), and asks for a tick when none is", async () => {
    const browser = await signedInAs("qa3");
    const before = await view(browser, `${MINE}?isRead=0`);
    const ticked = before.rows.slice(0, 3).map((row) => row.id);
    const done = await answer(
      browser.postEntries(`${MINE}?isRead=0`, [
        ["intent", "read-batch"],
        ...ticked.map((id): [string, string] => ["ids", id]),
      ]),
    );
    expect(done.status).toBe(200);
    expect(done.html).toContain("操作成功，已将 3 条标记为已读");
    const after = await view(browser, `${MINE}?isRead=0&size=50`);
    expect(after.total).toBe(before.total - 3);
    expect(after.unread).toBe(before.unread - 3);
    for (const id of ticked) expect(after.rows.map((r) => r.id)).not.toContain(id);

    const none = await browser.post(`${MINE}?isRead=0`, { intent: "read-batch" });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("请先勾选要标记的消息");
  });

  it("marks everything read (intent=read-all): no unread rows, the count is 0", async () => {
    const browser = await signedInAs("qa4");
    expect((await view(browser, MINE)).unread).toBeGreaterThan(0);
    const response = await browser.post(MINE, { intent: "read-all" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("操作成功，已全部标记为已读");
    const after = await view(browser, `${MINE}?size=50`);
    expect(after.unread).toBe(0);
    expect(after.rows).toHaveLength(26);
    expect(after.rows.every((row) => !row.unread)).toBe(true);
    const empty = await view(browser, `${MINE}?isRead=0`);
    expect(empty.total).toBe(0);
    expect(empty.html).toContain("没有符合条件的数据");
  });

  it("refuses a cross-site post and sends a guest to sign in", async () => {
    const browser = await signedInAs("qa4");
    const forged = await browser.send(MINE, { form: { intent: "read-all" }, crossSite: true });
    expect(forged.status).toBe(403);
    const guest = await new Browser().get(`${MINE}?current=2`);
    expect(guest.status).toBe(302);
    expect(location(guest)).toBe(`/login?redirectTo=${encodeURIComponent(`${MINE}?current=2`)}`);
  });
});

describe("system notices", () => {
  it("lists the tenant's notices with their count, and keeps the read state per user", async () => {
    const browser = await signedInAs("qa1");
    const first = await view(browser, SYSTEM);
    expect(first.html).toContain("系统通知");
    expect(first.total).toBe(13);
    expect(first.unread).toBe(13);
    expect(first.rows).toHaveLength(10);
    expect(first.page).toEqual({ current: 1, pages: 2 });
    expect((await view(browser, `${SYSTEM}?current=2`)).rows).toHaveLength(3);

    const target = first.rows[0]!;
    const opened = await view(browser, `${SYSTEM}?id=${target.id}`);
    expect(opened.html).toContain(`<h2 class="text-lg leading-snug">${target.title}</h2>`);
    expect(opened.unread).toBe(12);
    expect(opened.rows.find((row) => row.id === target.id)?.unread).toBe(false);

    // Another operator still has it unread.
    const other = await signedInAs("qa2");
    expect((await view(other, SYSTEM)).rows.find((row) => row.id === target.id)?.unread).toBe(true);
  });

  it("marks ticked notices and then all notices read", async () => {
    const browser = await signedInAs("qa3");
    const before = await view(browser, SYSTEM);
    const ticked = before.rows
      .filter((row) => row.unread)
      .slice(0, 2)
      .map((row) => row.id);
    const done = await answer(
      browser.postEntries(SYSTEM, [["intent", "read-batch"], ...ticked.map((id): [string, string] => ["ids", id])]),
    );
    expect(done.status).toBe(200);
    expect(done.html).toContain("操作成功，已将 2 条标记为已读");
    const after = await view(browser, SYSTEM);
    expect(after.unread).toBe(before.unread - 2);

    const all = await browser.post(`${SYSTEM}?isRead=0`, { intent: "read-all" });
    expect(all.status).toBe(200);
    const html = await all.text();
    expect(html).toContain("操作成功，已全部标记为已读");
    expect(html).toContain("共 0 条，未读 0 条");
    expect((await view(browser, `${SYSTEM}?isRead=1`)).total).toBe(13);
  });

  it("speaks English with ?lng=en", async () => {
    const browser = await signedInAs("qa1");
    const html = await (await browser.get(`${SYSTEM}?lng=en`)).text();
    expect(html).toContain("System notices");
    expect(html).toContain("Mark all as read");
  });
});
