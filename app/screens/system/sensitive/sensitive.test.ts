/**
 * 敏感词 / 白名单 (/system/sensitive, /system/sensitiveWhite) in the built Worker against the
 * sandbox's seed (35 sensitive and 10 whitelisted words for tenant 000001): two lists from one
 * module with tabs between them, add, update and delete a word with the check-word answer
 * following, the whitelist's own add, duplicate check and batch delete, permission refusals on
 * either list. qa1 is the administrator; operator/operator123 the limited role.
 */
import { describe, expect, it } from "vitest";
import { signedInAs } from "@tests/worker/browser";
import { expectAnswer, expectSaved, expectShows, expectWritesForbidden, send } from "@tests/worker/crud-steps";
import { batchDelete, html, tableRows as rows, totalOf, unique, WHITE, WORDS } from "@tests/worker/screens";

describe("敏感词 and 白名单", () => {
  it("two lists from one module, with tabs between them", async () => {
    const browser = await signedInAs("qa1");
    const words = await html(browser, WORDS);
    expect(totalOf(words)).toBe(35);
    expect(words).toMatch(/<h1[^>]*>敏感词<\/h1>/);
    expect(words).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/system\/sensitive"[^>]*>敏感词<\/a>|<a[^>]*href="\/system\/sensitive"[^>]*aria-current="page"[^>]*>敏感词<\/a>/,
    );
    const white = await html(browser, WHITE);
    expect(totalOf(white)).toBe(10);
    expect(white).toMatch(/<h1[^>]*>白名单<\/h1>/);
    expect(rows(white).map((row) => row.cells[1])).toContain("反赌博");

    const filtered = rows(await html(browser, `${WORDS}?word=${encodeURIComponent("银行卡")}`)).map(
      (row) => row.cells[1],
    );
    expect(filtered.sort()).toEqual(["出售银行卡", "收购银行卡"]);
    const sorted = rows(await html(browser, `${WORDS}?sort=word&order=asc&size=50`)).map((row) => row.cells[1]!);
    expect(sorted).toHaveLength(35);
    expect(sorted).toEqual([...sorted].sort());
  });

  it("add, update and delete a word; the check-word answer follows", async () => {
    const browser = await signedInAs("qa1");
    const hit = async (word: string) =>
      ((await (await browser.get(`/kit/check-word?word=${encodeURIComponent(word)}`)).json()) as { hit: boolean }).hit;
    const word = `测试词${unique()}`;
    const create = (text: string) => send(browser, `${WORDS}?dialog=create`, "create", { word: text });
    await expectAnswer(create("   "), 400, ["此项为必填项"]);
    await expectAnswer(create("长".repeat(51)), 400, ["内容过长"]);

    await expectSaved(create(word), WORDS);
    expect(await hit(`含有${word}的句子`)).toBe(true);

    await expectAnswer(create("赌博"), 400, ["敏感词已存在!", 'value="赌博"']);

    const list = `${WORDS}?word=${encodeURIComponent(word)}`;
    const id = rows(await html(browser, list))[0]!.id;
    expectShows(await html(browser, `${list}&dialog=edit&id=${id}`), ['role="dialog"', `value="${word}"`]);
    // Only rows of the page can be edited (there is no detail call).
    expect(await html(browser, `${WORDS}?word=${encodeURIComponent("赌博")}&dialog=edit&id=${id}`)).toContain(
      "数据不存在或已被删除",
    );

    await expectSaved(send(browser, `${list}&dialog=edit&id=${id}`, "update", { id, word: `${word}改` }), list);
    expect(rows(await html(browser, list))[0]!.cells[1]).toBe(`${word}改`);

    await expectSaved(send(browser, list, "delete", { id }));
    expect(rows(await html(browser, list))).toHaveLength(0);
    expect(await hit(`含有${word}改的句子`)).toBe(false);
    await expectAnswer(send(browser, list, "delete", { id }), 400, ["操作失败"]);
  });

  it("the whitelist has its own add, duplicate check and batch delete", async () => {
    const browser = await signedInAs("qa1");
    const mark = `白${unique()}`;
    const create = (text: string) => send(browser, `${WHITE}?dialog=create`, "create", { word: text });
    for (const n of [1, 2]) await expectSaved(create(`${mark}-${n}`), WHITE);
    expect(totalOf(await html(browser, WORDS))).toBe(35);
    await expectAnswer(create("反赌博"), 400, ["白名单词已存在!"]);

    const list = `${WHITE}?word=${encodeURIComponent(mark)}`;
    const ids = rows(await html(browser, list)).map((row) => row.id);
    expect(ids).toHaveLength(2);
    await expectSaved(batchDelete(browser, list, ids));
    expect(totalOf(await html(browser, list))).toBe(0);
    expect(totalOf(await html(browser, WHITE))).toBe(10);
  });

  it("a forged request without the button gets 403 on either list", async () => {
    const browser = await signedInAs("operator", "operator123");
    await expectWritesForbidden(browser, [WORDS, WHITE], { id: "1", ids: "1", word: "x" }, "sensitive");
  });
});
