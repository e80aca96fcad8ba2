/**
 * 银行信息 (/system/bankInfo), 黑名单 (/system/blacklist), 敏感词 / 白名单 (/system/sensitive,
 * /system/sensitiveWhite) and 日志管理 (/log/api, /log/error, /log/usual) in the built Worker
 * against the sandbox's seed (117 bank branches; for tenant 000001: 30 blacklist entries, 35
 * sensitive and 10 whitelisted words, 64 api / 32 error / 32 usual logs): list loaders (paging,
 * filters, sort, dialogs on the URL) and every action — validation errors echoing the input,
 * the sensitive-word check, permission refusals, backend errors as form errors, success with
 * the one-time 操作成功, batch delete in two steps.
 */
import { describe, expect, it } from "vitest";
import { Browser, location, signedInAs } from "../browser";

const BANK = "/system/bankInfo";
const BLACKLIST = "/system/blacklist";
const WORDS = "/system/sensitive";
const WHITE = "/system/sensitiveWhite";

const signedIn = (account = "qa1", password = "qa123456") => signedInAs(account, password);

const html = (browser: Browser, path: string) => browser.html(path);

const decode = (value: string) => value.replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

/** The table's rows: id and visible text (cells joined by " | "). */
function rows(page: string) {
  return [...page.matchAll(/<tr[^>]*data-row-id="([^"]+)"[^>]*>(.*?)<\/tr>/gs)].map((m) => ({
    id: m[1]!,
    cells: [...m[2]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((c) => decode(c[1]!.replace(/<[^>]+>/g, "").trim())),
  }));
}

const totalOf = (page: string) => Number(/共 (\d+) 条/.exec(page)?.[1] ?? NaN);

const post = (browser: Browser, path: string, entries: [string, string][]) => browser.postEntries(path, entries);

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");
const tag = () => `${Date.now() % 1_000_000}${digits(3)}`;

/** Two steps of a batch: the confirmation names the count, then it runs. */
async function batchDelete(browser: Browser, path: string, ids: string[]) {
  const entries: [string, string][] = [["intent", "batch-delete"], ...ids.map((id): [string, string] => ["ids", id])];
  const ask = await post(browser, path, entries);
  expect(ask.status).toBe(200);
  expect(await ask.text()).toContain(`确定对选中的 ${ids.length} 条数据执行“批量删除”吗？`);
  return post(browser, path, [...entries, ["confirmed", "1"]]);
}

describe("银行信息", () => {
  it("pages, filters and sorts on the server; the URL carries it all", async () => {
    const browser = await signedIn();
    const first = await html(browser, BANK);
    expect(first).toContain("<h1");
    expect(first).toContain("银行信息");
    expect(rows(first)).toHaveLength(10);
    expect(totalOf(first)).toBe(117);
    expect(first).toContain("第 1 / 12 页");
    expect(first).toMatch(/<th[^>]*>开户行名称<\/th>|按开户行名称排序/);

    const last = rows(await html(browser, `${BANK}?current=12`));
    expect(last).toHaveLength(7);
    expect(last.map((r) => r.id)).not.toContain(rows(first)[0]!.id);

    const foreign = await html(browser, `${BANK}?bankTypeId=5`);
    expect(totalOf(foreign)).toBe(4);
    expect(rows(foreign).every((row) => row.cells.includes("外资银行"))).toBe(true);
    expect(foreign).toMatch(/<option value="5" selected="">外资银行<\/option>/);

    const shanghai = await html(browser, `${BANK}?bankCity=${encodeURIComponent("上海")}&bankName=${encodeURIComponent("招商")}`);
    expect(totalOf(shanghai)).toBe(1);
    expect(rows(shanghai)[0]!.cells.join()).toMatch(/招商银行上海.*上海市/);

    const byCode = rows(await html(browser, `${BANK}?sort=bankCode&order=desc&size=20`)).map((row) => row.cells[2]!);
    expect(byCode).toHaveLength(20);
    expect(byCode).toEqual([...byCode].sort().reverse());

    // Unreadable params fall back instead of failing.
    const odd = await html(browser, `${BANK}?bankTypeId=9&sort=password&size=7`);
    expect(totalOf(odd)).toBe(117);
  });

  it("opens the edit and view dialogs on their own URL", async () => {
    const browser = await signedIn();
    const row = rows(await html(browser, `${BANK}?bankTypeId=5&bankCity=${encodeURIComponent("北京")}`))[0]!;
    const edit = await html(browser, `${BANK}?dialog=edit&id=${row.id}`);
    expect(edit).toContain('role="dialog"');
    expect(edit).toMatch(/<option value="5" selected="">外资银行<\/option>/);
    expect(edit).toContain(`value="${row.cells[2]}"`);
    const view = await html(browser, `${BANK}?dialog=view&id=${row.id}`);
    expect(view).toContain("北京市");
    expect(view).toMatch(/创建时间<\/dt><dd[^>]*>2026-01-02 \d\d:\d\d:\d\d</);
    const gone = await html(browser, `${BANK}?dialog=edit&id=1999999999999999999`);
    expect(gone).toContain("数据不存在或已被删除");
  });

  it("create: errors by field with the input echoed; a taken code is the backend's form error; then 操作成功", async () => {
    const browser = await signedIn();
    const bad = await post(browser, `${BANK}?dialog=create`, [
      ["intent", "create"],
      ["bankName", "  "],
      ["bankCode", "10200abc"],
      ["bankTypeId", "9"],
      ["bankProvince", "测试省"],
      ["bankCity", ""],
      ["address", "测试路 1 号"],
    ]);
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("联行号为 12 位数字");
    expect(page).toContain("请选择有效的选项");
    expect(page.match(/此项为必填项/g)?.length).toBeGreaterThanOrEqual(2);
    expect(page).toContain('value="10200abc"');
    expect(page).toContain('value="测试省"');
    expect(page).toContain("测试路 1 号</textarea>");

    const code = `999${digits(9)}`;
    const name = `测试银行${tag()}支行`;
    const form: [string, string][] = [["intent", "create"], ["bankName", name], ["bankCode", code], ["bankTypeId", "3"], ["bankProvince", "浙江省"], ["bankCity", "杭州市"]];
    const ok = await post(browser, `${BANK}?bankName=${encodeURIComponent(name)}&dialog=create`, form);
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe(`${BANK}?bankName=${encodeURIComponent(name)}`);
    const after = await html(browser, location(ok));
    expect(after).toMatch(/data-flash=""[^>]*>.*?操作成功<\/div>/);
    const made = rows(after);
    expect(made).toHaveLength(1);
    expect(made[0]!.cells).toEqual(expect.arrayContaining([name, code, "城市商业银行", "浙江省", "杭州市"]));
    expect(await html(browser, location(ok))).not.toContain("data-flash");

    const taken = await post(browser, `${BANK}?dialog=create`, [...form.slice(0, 1), ["bankName", "另一家"], ...form.slice(2)]);
    expect(taken.status).toBe(400);
    const takenPage = await taken.text();
    expect(takenPage).toContain("联行号已存在!");
    expect(takenPage).toContain('value="另一家"');

    await post(browser, BANK, [["intent", "delete"], ["id", made[0]!.id]]);
  });

  it("update and delete; a row that is gone reports the backend's message", async () => {
    const browser = await signedIn();
    const code = `998${digits(9)}`;
    const name = `改名前${tag()}`;
    await post(browser, BANK, [["intent", "create"], ["bankName", name], ["bankCode", code], ["bankTypeId", "1"], ["bankProvince", "北京市"], ["bankCity", "北京市"]]);
    const id = rows(await html(browser, `${BANK}?bankName=${encodeURIComponent(name)}`))[0]!.id;

    const updated = await post(browser, `${BANK}?dialog=edit&id=${id}`, [
      ["intent", "update"],
      ["id", id],
      ["bankName", `${name}后`],
      ["bankCode", code],
      ["bankTypeId", "4"],
      ["bankProvince", "北京市"],
      ["bankCity", "北京市"],
      ["address", "北京市朝阳区测试路 9 号"],
    ]);
    expect(updated.status).toBe(302);
    expect(location(updated)).toBe(BANK);
    const row = rows(await html(browser, `${BANK}?bankName=${encodeURIComponent(`${name}后`)}`))[0]!;
    expect(row.cells).toEqual(expect.arrayContaining([`${name}后`, "农村商业银行", "北京市朝阳区测试路 9 号"]));

    const removed = await post(browser, `${BANK}?dialog=delete&id=${id}`, [["intent", "delete"], ["id", id]]);
    expect(removed.status).toBe(302);
    expect(rows(await html(browser, `${BANK}?bankName=${encodeURIComponent(name)}`))).toHaveLength(0);
    const again = await post(browser, `${BANK}?dialog=delete&id=${id}`, [["intent", "delete"], ["id", id]]);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("操作失败");
  });

  it("batch delete asks first with the count, then deletes with 操作成功", async () => {
    const browser = await signedIn();
    const mark = `批量${tag()}`;
    for (const n of [1, 2]) {
      const made = await post(browser, BANK, [["intent", "create"], ["bankName", `${mark}-${n}`], ["bankCode", `997${digits(9)}`], ["bankTypeId", "2"], ["bankProvince", "上海市"], ["bankCity", "上海市"]]);
      expect(made.status).toBe(302);
    }
    const list = `${BANK}?bankName=${encodeURIComponent(mark)}`;
    const ids = rows(await html(browser, list)).map((row) => row.id);
    expect(ids).toHaveLength(2);
    const run = await batchDelete(browser, list, ids);
    expect(run.status).toBe(302);
    expect(location(run)).toBe(list);
    const after = await html(browser, list);
    expect(after).toContain("操作成功，共处理 2 条");
    expect(rows(after)).toHaveLength(0);
  });

  it("a forged request without the button gets 403 with the code named", async () => {
    const browser = await signedIn("operator", "operator123");
    const codes = { create: "bank_info_add", update: "bank_info_edit", delete: "bank_info_delete", "batch-delete": "bank_info_delete" };
    for (const [intent, code] of Object.entries(codes)) {
      const response = await post(browser, BANK, [["intent", intent], ["id", "1"], ["ids", "1"], ["bankName", "x"]]);
      expect(response.status, intent).toBe(403);
      expect(await response.text()).toContain(`您没有该操作的权限（${code}）`);
    }
  });
});

describe("黑名单", () => {
  it("pages, filters by type, value and reason, and sorts", async () => {
    const browser = await signedIn();
    const first = await html(browser, BLACKLIST);
    expect(totalOf(first)).toBeGreaterThanOrEqual(30);
    expect(rows(first)).toHaveLength(10);
    // Newest first by default; the create time column sorts.
    const times = rows(await html(browser, `${BLACKLIST}?sort=createTime&order=asc&size=50`)).map((row) => row.cells.at(-2)!);
    expect(times).toEqual([...times].sort());

    const merchants = await html(browser, `${BLACKLIST}?type=4`);
    expect(totalOf(merchants)).toBe(6);
    expect(rows(merchants).every((row) => row.cells.includes("商户号"))).toBe(true);

    const fraud = rows(await html(browser, `${BLACKLIST}?reason=${encodeURIComponent("诈骗")}`));
    expect(fraud.length).toBeGreaterThanOrEqual(2);
    expect(fraud.every((row) => row.cells.some((cell) => cell.includes("诈骗")))).toBe(true);

    const one = rows(await html(browser, `${BLACKLIST}?value=13512348871`));
    expect(one).toHaveLength(1);
    expect(one[0]!.cells).toEqual(expect.arrayContaining(["手机号", "13512348871", "涉嫌电信诈骗，公安机关协查", "管理员"]));

    // There is no edit in the catalogue: no 修改 link, and the update intent is unknown.
    expect(first).not.toMatch(/aria-label="修改 /);
    const update = await post(browser, BLACKLIST, [["intent", "update"], ["id", one[0]!.id], ["type", "1"], ["value", "13512348871"]]);
    expect(update.status).toBe(400);
    expect(await update.text()).toContain("无法识别的操作");
  });

  it("create: the value rule per type, the sensitive reason, the input echoed; duplicates refused; delete", async () => {
    const browser = await signedIn();
    const bad = await post(browser, `${BLACKLIST}?dialog=create`, [["intent", "create"], ["type", "1"], ["value", "1381234"], ["reason", "赌博平台收款"]]);
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("手机号格式不正确，请输入11位手机号");
    expect(page).toContain("请勿包含关键字");
    expect(page).toContain('value="1381234"');
    expect(page).toContain("赌博平台收款</textarea>");

    const card = await post(browser, `${BLACKLIST}?dialog=create`, [["intent", "create"], ["type", "3"], ["value", "6222 12"]]);
    expect(await card.text()).toContain("银行卡号格式不正确，请输入12-19位数字");
    const noType = await post(browser, `${BLACKLIST}?dialog=create`, [["intent", "create"], ["type", ""], ["value", "x"]]);
    expect(await noType.text()).toContain("请选择有效的选项");
    // A whitelisted phrase is not a hit.
    const phone = `139${digits(8)}`;
    const ok = await post(browser, `${BLACKLIST}?dialog=create`, [["intent", "create"], ["type", "1"], ["value", ` ${phone.slice(0, 3)} ${phone.slice(3)} `], ["reason", "反赌博专项行动协查"]]);
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe(BLACKLIST);
    const after = await html(browser, `${BLACKLIST}?value=${phone}`);
    const made = rows(after);
    expect(made).toHaveLength(1);
    expect(made[0]!.cells).toEqual(expect.arrayContaining(["手机号", phone, "反赌博专项行动协查", "测试账号1"]));

    const duplicate = await post(browser, `${BLACKLIST}?dialog=create`, [["intent", "create"], ["type", "1"], ["value", phone]]);
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain("该黑名单已存在!");

    const view = await html(browser, `${BLACKLIST}?dialog=view&id=${made[0]!.id}`);
    expect(view).toContain('role="dialog"');
    expect(view).toContain("反赌博专项行动协查");

    const removed = await post(browser, `${BLACKLIST}?value=${phone}&dialog=delete&id=${made[0]!.id}`, [["intent", "delete"], ["id", made[0]!.id]]);
    expect(removed.status).toBe(302);
    expect(location(removed)).toBe(`${BLACKLIST}?value=${phone}`);
    expect(rows(await html(browser, `${BLACKLIST}?value=${phone}`))).toHaveLength(0);
  });

  it("batch delete: every matching row (scope=all) after confirmation", async () => {
    const browser = await signedIn();
    const mark = `批删${tag()}`;
    for (const value of [`M${digits(10)}`, `M${digits(10)}`, `M${digits(10)}`]) {
      expect((await post(browser, BLACKLIST, [["intent", "create"], ["type", "4"], ["value", value], ["reason", mark]])).status).toBe(302);
    }
    const list = `${BLACKLIST}?reason=${encodeURIComponent(mark)}`;
    expect(totalOf(await html(browser, list))).toBe(3);
    const ask = await post(browser, list, [["intent", "batch-delete"], ["scope", "all"]]);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("确定对全部符合条件的 3 条数据执行“批量删除”吗？");
    const ids = rows(await html(browser, list)).map((row) => row.id);
    const run = await batchDelete(browser, list, ids);
    expect(run.status).toBe(302);
    expect(totalOf(await html(browser, list))).toBe(0);
  });

  it("a forged request without the button gets 403", async () => {
    const browser = await signedIn("operator", "operator123");
    const codes = { create: "blacklist_add", delete: "blacklist_delete", "batch-delete": "blacklist_delete" };
    for (const [intent, code] of Object.entries(codes)) {
      const response = await post(browser, BLACKLIST, [["intent", intent], ["id", "1"], ["ids", "1"], ["type", "1"], ["value", "13800000000"]]);
      expect(response.status, intent).toBe(403);
      expect(await response.text()).toContain(`您没有该操作的权限（${code}）`);
    }
  });
});

describe("敏感词 and 白名单", () => {
  it("two lists from one module, with tabs between them", async () => {
    const browser = await signedIn();
    const words = await html(browser, WORDS);
    expect(totalOf(words)).toBe(35);
    expect(words).toMatch(/<h1[^>]*>敏感词<\/h1>/);
    expect(words).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/system\/sensitive"[^>]*>敏感词<\/a>|<a[^>]*href="\/system\/sensitive"[^>]*aria-current="page"[^>]*>敏感词<\/a>/);
    const white = await html(browser, WHITE);
    expect(totalOf(white)).toBe(10);
    expect(white).toMatch(/<h1[^>]*>白名单<\/h1>/);
    expect(rows(white).map((row) => row.cells[1])).toContain("反赌博");

    const filtered = rows(await html(browser, `${WORDS}?word=${encodeURIComponent("银行卡")}`)).map((row) => row.cells[1]);
    expect(filtered.sort()).toEqual(["出售银行卡", "收购银行卡"]);
    const sorted = rows(await html(browser, `${WORDS}?sort=word&order=asc&size=50`)).map((row) => row.cells[1]!);
    expect(sorted).toHaveLength(35);
    expect(sorted).toEqual([...sorted].sort());
  });

  it("add, update and delete a word; the check-word answer follows", async () => {
    const browser = await signedIn();
    const hit = async (word: string) => ((await (await browser.get(`/kit/check-word?word=${encodeURIComponent(word)}`)).json()) as { hit: boolean }).hit;
    const word = `测试词${tag()}`;
    const empty = await post(browser, `${WORDS}?dialog=create`, [["intent", "create"], ["word", "   "]]);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("此项为必填项");
    const long = await post(browser, `${WORDS}?dialog=create`, [["intent", "create"], ["word", "长".repeat(51)]]);
    expect(await long.text()).toContain("内容过长");

    const added = await post(browser, `${WORDS}?dialog=create`, [["intent", "create"], ["word", word]]);
    expect(added.status).toBe(302);
    expect(location(added)).toBe(WORDS);
    expect(await hit(`含有${word}的句子`)).toBe(true);

    const duplicate = await post(browser, `${WORDS}?dialog=create`, [["intent", "create"], ["word", "赌博"]]);
    expect(duplicate.status).toBe(400);
    const duplicatePage = await duplicate.text();
    expect(duplicatePage).toContain("敏感词已存在!");
    expect(duplicatePage).toContain('value="赌博"');

    const list = `${WORDS}?word=${encodeURIComponent(word)}`;
    const id = rows(await html(browser, list))[0]!.id;
    const edit = await html(browser, `${list}&dialog=edit&id=${id}`);
    expect(edit).toContain('role="dialog"');
    expect(edit).toContain(`value="${word}"`);
    // Only rows of the page can be edited (there is no detail call).
    expect(await html(browser, `${WORDS}?word=${encodeURIComponent("赌博")}&dialog=edit&id=${id}`)).toContain("数据不存在或已被删除");

    const updated = await post(browser, `${list}&dialog=edit&id=${id}`, [["intent", "update"], ["id", id], ["word", `${word}改`]]);
    expect(updated.status).toBe(302);
    expect(location(updated)).toBe(list);
    expect(rows(await html(browser, list))[0]!.cells[1]).toBe(`${word}改`);

    const removed = await post(browser, list, [["intent", "delete"], ["id", id]]);
    expect(removed.status).toBe(302);
    expect(rows(await html(browser, list))).toHaveLength(0);
    expect(await hit(`含有${word}改的句子`)).toBe(false);
    const again = await post(browser, list, [["intent", "delete"], ["id", id]]);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("操作失败");
  });

  it("the whitelist has its own add, duplicate check and batch delete", async () => {
    const browser = await signedIn();
    const mark = `白${tag()}`;
    for (const n of [1, 2]) {
      const added = await post(browser, `${WHITE}?dialog=create`, [["intent", "create"], ["word", `${mark}-${n}`]]);
      expect(added.status).toBe(302);
      expect(location(added)).toBe(WHITE);
    }
    expect(totalOf(await html(browser, WORDS))).toBe(35);
    const duplicate = await post(browser, `${WHITE}?dialog=create`, [["intent", "create"], ["word", "反赌博"]]);
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toContain("白名单词已存在!");

    const list = `${WHITE}?word=${encodeURIComponent(mark)}`;
    const ids = rows(await html(browser, list)).map((row) => row.id);
    expect(ids).toHaveLength(2);
    const run = await batchDelete(browser, list, ids);
    expect(run.status).toBe(302);
    expect(totalOf(await html(browser, list))).toBe(0);
    expect(totalOf(await html(browser, WHITE))).toBe(10);
  });

  it("a forged request without the button gets 403 on either list", async () => {
    const browser = await signedIn("operator", "operator123");
    for (const path of [WORDS, WHITE]) {
      const codes = { create: "sensitive_add", update: "sensitive_edit", delete: "sensitive_delete", "batch-delete": "sensitive_delete" };
      for (const [intent, code] of Object.entries(codes)) {
        const response = await post(browser, path, [["intent", intent], ["id", "1"], ["ids", "1"], ["word", "x"]]);
        expect(response.status, `${path} ${intent}`).toBe(403);
        expect(await response.text()).toContain(`您没有该操作的权限（${code}）`);
      }
    }
  });
});

describe("日志管理", () => {
  it("three read-only lists, newest first, paged", async () => {
    const browser = await signedIn();
    for (const [path, total, title] of [["/log/api", 64, "接口日志"], ["/log/error", 32, "错误日志"], ["/log/usual", 32, "通用日志"]] as const) {
      const page = await html(browser, path);
      expect(page).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(totalOf(page), path).toBe(total);
      const list = rows(page);
      expect(list).toHaveLength(10);
      const times = list.map((row) => row.cells.find((cell) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(cell))!);
      expect(times).toEqual([...times].sort().reverse());
      // No writes: no 新增, no selection, no delete; a POST has no action to go to.
      const markup = page.replace(/<script\b.*?<\/script>/gs, "");
      expect(markup).not.toContain("批量删除");
      expect(markup).not.toMatch(/>新增</);
      expect(markup).not.toContain('name="ids"');
      expect(markup).not.toMatch(/aria-label="删除 /);
      expect(markup).toMatch(/aria-label="查看 /);
      expect((await browser.post(path, { intent: "delete", id: list[0]!.id })).status).toBe(405);
    }
    const third = rows(await html(browser, "/log/api?current=7"));
    expect(third).toHaveLength(4);
  });

  it("filters by service, URI, title, level and a day range (sent as yyyy-MM-dd HH:mm:ss)", async () => {
    const browser = await signedIn();
    const system = await html(browser, "/log/api?serviceId=cloud-system&size=50");
    expect(totalOf(system)).toBeGreaterThan(0);
    expect(totalOf(system)).toBeLessThan(64);
    expect(rows(system).every((row) => row.cells.includes("cloud-system"))).toBe(true);
    expect(system).toContain('value="cloud-system"');

    const login = rows(await html(browser, `/log/api?title=${encodeURIComponent("登录")}&size=50`));
    expect(login.length).toBeGreaterThan(0);
    expect(login.every((row) => row.cells[0]!.includes("登录"))).toBe(true);
    const uri = rows(await html(browser, "/log/error?requestUri=%2Fmrc%2F&size=50"));
    expect(uri.length).toBeGreaterThan(0);
    expect(uri.every((row) => row.cells.some((cell) => cell.includes("/mrc/")))).toBe(true);

    const warn = await html(browser, "/log/usual?logLevel=WARN&size=50");
    expect(rows(warn).length).toBeGreaterThan(0);
    expect(rows(warn).every((row) => row.cells[0] === "WARN")).toBe(true);
    expect(warn).toMatch(/<option value="WARN" selected="">WARN<\/option>/);

    const day = await html(browser, "/log/api?startTime=2026-01-04&endTime=2026-01-04&size=100");
    const dayRows = rows(day);
    expect(dayRows.length).toBeGreaterThan(0);
    expect(totalOf(day)).toBeLessThan(64);
    expect(dayRows.every((row) => row.cells.some((cell) => cell.startsWith("2026-01-04 ")))).toBe(true);
    expect(day).toMatch(/type="date"[^>]*value="2026-01-04"|value="2026-01-04"[^>]*type="date"/);
    const since = totalOf(await html(browser, "/log/api?startTime=2026-01-04"));
    const until = totalOf(await html(browser, "/log/api?endTime=2026-01-03"));
    expect(since + until).toBe(64);

    const reversed = await html(browser, "/log/api?startTime=2026-01-05&endTime=2026-01-01");
    expect(reversed).toContain("开始日期不能晚于结束日期");
    expect(rows(reversed)).toHaveLength(0);
    // Not a day: ignored.
    expect(totalOf(await html(browser, "/log/api?startTime=2026-02-31"))).toBe(64);
  });

  it("the view dialog shows every field; the stack trace scrolls in a <pre>", async () => {
    const browser = await signedIn();
    const first = rows(await html(browser, "/log/error"))[0]!;
    const view = await html(browser, `/log/error?dialog=view&id=${first.id}`);
    expect(view).toContain('role="dialog"');
    for (const label of ["异常名称", "异常信息", "文件名", "行号", "堆栈信息", "服务ID", "服务器IP", "服务器名", "运行环境", "操作IP", "用户代理", "请求地址", "请求方式", "方法类", "方法名", "请求参数", "执行时长(ms)", "操作人", "操作时间", "租户ID"]) {
      expect(view, label).toContain(`>${label}</dt>`);
    }
    expect(view).toMatch(/<pre[^>]*overflow-auto[^>]*>[^<]*\n\s*at [\w.$]+\(/);

    const api = rows(await html(browser, "/log/api"))[0]!;
    const apiView = await html(browser, `/log/api?dialog=view&id=${api.id}`);
    expect(apiView).toContain(">日志标题</dt>");
    expect(apiView).toContain(">请求参数</dt>");
    const usual = rows(await html(browser, "/log/usual"))[0]!;
    const usualView = await html(browser, `/log/usual?dialog=view&id=${usual.id}`);
    expect(usualView).toContain(">日志数据</dt>");
    expect(usualView).toContain(">日志级别</dt>");
    expect(await html(browser, "/log/usual?dialog=view&id=1999999999999999999")).toContain("数据不存在或已被删除");
  });
});
