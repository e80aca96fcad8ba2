/**
 * 日志管理 (/log/api, /log/error, /log/usual) in the built Worker against the sandbox's seed (64
 * api / 32 error / 32 usual logs for tenant 000001): three read-only lists, newest first, paged;
 * filters by service, URI, title, level and a day range; the view dialog with every field and
 * the stack trace in a <pre>. qa1 signs in.
 */
import { describe, expect, it } from "vitest";
import { signedInAs } from "@tests/worker/browser";
import { html, tableRows as rows, totalOf } from "@tests/worker/screens";

describe("日志管理", () => {
  it("three read-only lists, newest first, paged", async () => {
    const browser = await signedInAs("qa1");
    for (const [path, total, title] of [
      ["/log/api", 64, "接口日志"],
      ["/log/error", 32, "错误日志"],
      ["/log/usual", 32, "通用日志"],
    ] as const) {
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
    const browser = await signedInAs("qa1");
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
    const browser = await signedInAs("qa1");
    const first = rows(await html(browser, "/log/error"))[0]!;
    const view = await html(browser, `/log/error?dialog=view&id=${first.id}`);
    expect(view).toContain('role="dialog"');
    for (const label of [
      "异常名称",
      "异常信息",
      "文件名",
      "行号",
      "堆栈信息",
      "服务ID",
      "服务器IP",
      "服务器名",
      "运行环境",
      "操作IP",
      "用户代理",
      "请求地址",
      "请求方式",
      "方法类",
      "方法名",
      "请求参数",
      "执行时长(ms)",
      "操作人",
      "操作时间",
      "租户ID",
    ]) {
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
