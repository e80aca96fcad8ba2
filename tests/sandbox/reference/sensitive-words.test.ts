import { describe, expect, it } from "vitest";
import { seedId } from "../../../workers/sandbox/core/ids";
import { hasSensitiveWord } from "../../../workers/sandbox/services/reference/sensitive";
import { authed, get, signInWithCaptcha } from "../helpers";
import { admin, failed, getPage, OK, post, q, SYS, unique } from "../support/reference";

describe("sensitive words", () => {
  it("pages words and whitelisted words of the tenant, newest first, with LIKE on word", async () => {
    const token = await admin();
    const words = await getPage(`${SYS}/sensitive/pageWords?size=100`, token);
    expect(words.total).toBe(35);
    expect(Object.keys(words.records[0]!)).toEqual(["id", "word", "createTime", "updateTime"]);
    expect(words.records[0]).toMatchObject({ id: seedId(53, 1), word: "赌博" });
    const times = words.records.map((w) => w.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    for (const w of ["赌博", "博彩", "洗钱", "套现", "代开发票", "传销", "诈骗", "色情", "非法集资", "刷单"]) {
      expect(words.records.map((r) => r.word)).toContain(w);
    }
    const like = await getPage(`${SYS}/sensitive/pageWords?${q({ word: "诈骗" })}`, token);
    expect(like.records.map((w) => w.word).sort()).toEqual(["私募诈骗", "诈骗"]);
    const white = await getPage(`${SYS}/sensitive/pageWhiteWords?size=100`, token);
    expect(white.total).toBe(10);
    expect(white.records.map((w) => w.word)).toEqual(expect.arrayContaining(["反赌博", "反洗钱", "反诈骗", "防诈骗"]));
    expect(
      (await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word: "洗钱" })}`, token)).records.map((w) => w.word),
    ).toEqual(["反洗钱"]);
    expect(await getPage(`${SYS}/sensitive/pageWords?size=10&current=4`, token)).toMatchObject({
      pages: 4,
      current: 4,
    });
    expect((await getPage(`${SYS}/sensitive/pageWords?size=10&current=4`, token)).records).toHaveLength(5);
    const asc = (await getPage(`${SYS}/sensitive/pageWords?ascs=createTime&size=100`, token)).records.map(
      (w) => w.createTime as string,
    );
    expect(asc).toEqual([...asc].sort());
  });

  it("checkWord: true on a sensitive word unless every occurrence is inside a whitelisted word", async () => {
    const token = await admin();
    const check = async (word: string | null) =>
      await get<boolean>(`${SYS}/sensitive/checkWord${word === null ? "" : `?${q({ word })}`}`, token);
    expect(await check("赌博网站")).toEqual({ code: 200, success: true, data: true, msg: "操作成功" });
    expect((await check("反赌博宣传")).data).toBe(false);
    expect((await check("反赌博宣传，但这里有赌博")).data).toBe(true);
    expect((await check("拒绝赌博，远离毒品")).data).toBe(false);
    expect((await check("今天天气很好")).data).toBe(false);
    expect((await check("信用卡套现")).data).toBe(true);
    expect((await check("")).data).toBe(false);
    expect((await check(null)).data).toBe(false);
    // Pure rule.
    expect(hasSensitiveWord("反洗钱培训", ["洗钱"], ["反洗钱"])).toBe(false);
    expect(hasSensitiveWord("ABC", ["abc"], [])).toBe(true);
    expect(hasSensitiveWord("洗钱反", ["洗钱"], ["反洗钱"])).toBe(true);
  });

  it("addWord / updateWord / deleteWord/{id}: validation, duplicates, effect on checkWord", async () => {
    const token = await admin();
    const word = `测试敏感${unique()}`;
    expect(await post(`${SYS}/sensitive/addWord`, token, { word })).toEqual(OK);
    expect(await post(`${SYS}/sensitive/addWord`, token, { word })).toEqual(failed("敏感词已存在!"));
    expect(await post(`${SYS}/sensitive/addWord`, token, { word: "赌博" })).toEqual(failed("敏感词已存在!"));
    expect(await post(`${SYS}/sensitive/addWord`, token, { word: " " })).toEqual(failed("敏感词不能为空"));
    expect(await post(`${SYS}/sensitive/addWord`, token, {})).toEqual(failed("敏感词不能为空"));
    expect(await post(`${SYS}/sensitive/addWord`, token, { word: "词".repeat(51) })).toEqual(
      failed("敏感词不能超过50个字符"),
    );
    const row = (await getPage(`${SYS}/sensitive/pageWords?${q({ word })}`, token)).records[0]!;
    expect(row).toMatchObject({ word, id: expect.stringMatching(/^\d{19}$/) });
    expect((await getPage(`${SYS}/sensitive/pageWords?size=1`, token)).records[0]!.id).toBe(row.id);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: `前缀${word}后缀` })}`, token)).data).toBe(true);

    const renamed = `${word}改`;
    expect(await post(`${SYS}/sensitive/updateWord`, token, { id: row.id, word: renamed })).toEqual(OK);
    expect(await post(`${SYS}/sensitive/updateWord`, token, { id: row.id, word: "洗钱" })).toEqual(
      failed("敏感词已存在!"),
    );
    expect(await post(`${SYS}/sensitive/updateWord`, token, { word: "x" })).toEqual(failed("主键不能为空"));
    expect(await post(`${SYS}/sensitive/updateWord`, token, { id: "1", word: "不存在的词" })).toEqual(
      failed("操作失败"),
    );
    const updated = (await getPage(`${SYS}/sensitive/pageWords?${q({ word })}`, token)).records[0]!;
    expect(updated.word).toBe(renamed);
    expect((updated.updateTime as string) >= (updated.createTime as string)).toBe(true);

    // Whitelisting the whole word clears it.
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: `反${renamed}` })}`, token)).data).toBe(true);
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word: `反${renamed}` })).toEqual(OK);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: `反${renamed}` })}`, token)).data).toBe(false);

    const white = (await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word: renamed })}`, token)).records[0]!
      .id as string;
    expect(await post(`${SYS}/sensitive/deleteWhiteWord/${white}`, token)).toEqual(OK);
    expect(await post(`${SYS}/sensitive/deleteWord/${row.id as string}`, token)).toEqual(OK);
    expect(await post(`${SYS}/sensitive/deleteWord/${row.id as string}`, token)).toEqual(failed("操作失败"));
    expect((await getPage(`${SYS}/sensitive/pageWords`, token)).total).toBe(35);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: renamed })}`, token)).data).toBe(false);
    expect((await authed(`${SYS}/sensitive/deleteWord/${row.id as string}`, token)).status).toBe(405);
  });

  it("addWhiteWord / updateWhiteWord / deleteWhiteWord/{id}", async () => {
    const token = await admin();
    const word = `反测试${unique()}`;
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word })).toEqual(OK);
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word })).toEqual(failed("白名单词已存在!"));
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word: "" })).toEqual(failed("白名单词不能为空"));
    expect(await post(`${SYS}/sensitive/addWhiteWord`, token, { word: "白".repeat(51) })).toEqual(
      failed("白名单词不能超过50个字符"),
    );
    const row = (await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word })}`, token)).records[0]!;
    expect(await post(`${SYS}/sensitive/updateWhiteWord`, token, { id: row.id, word: "反赌博" })).toEqual(
      failed("白名单词已存在!"),
    );
    expect(await post(`${SYS}/sensitive/updateWhiteWord`, token, { id: row.id, word: `${word}2` })).toEqual(OK);
    expect((await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word })}`, token)).records.map((w) => w.word)).toEqual(
      [`${word}2`],
    );
    expect(await post(`${SYS}/sensitive/deleteWhiteWord/${row.id as string}`, token)).toEqual(OK);
    expect((await getPage(`${SYS}/sensitive/pageWhiteWords?${q({ word })}`, token)).total).toBe(0);
    expect((await getPage(`${SYS}/sensitive/pageWhiteWords`, token)).total).toBe(10);
  });

  it("is tenant-scoped", async () => {
    const two = (await signInWithCaptcha("admin", "admin", "000002")).access_token;
    expect((await getPage(`${SYS}/sensitive/pageWords`, two)).total).toBe(4);
    expect((await getPage(`${SYS}/sensitive/pageWhiteWords`, two)).total).toBe(1);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: "博彩" })}`, two)).data).toBe(false);
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: "赌博" })}`, two)).data).toBe(true);
    // 反赌博 is not whitelisted in 000002.
    expect((await get<boolean>(`${SYS}/sensitive/checkWord?${q({ word: "反赌博" })}`, two)).data).toBe(true);
    expect(await post(`${SYS}/sensitive/deleteWord/${seedId(53, 1)}`, two)).toEqual(failed("操作失败"));
    expect(await post(`${SYS}/sensitive/updateWord`, two, { id: seedId(53, 2), word: "改" })).toEqual(
      failed("操作失败"),
    );
    expect(await post(`${SYS}/sensitive/addWord`, two, { word: "博彩" })).toEqual(OK);
    const added = (await getPage(`${SYS}/sensitive/pageWords?${q({ word: "博彩" })}`, two)).records[0]!.id as string;
    expect(await post(`${SYS}/sensitive/deleteWord/${added}`, two)).toEqual(OK);
    const token = await admin();
    expect((await getPage(`${SYS}/sensitive/pageWords`, token)).total).toBe(35);
    expect((await getPage(`${SYS}/sensitive/pageWords?word=${encodeURIComponent("博彩")}`, token)).records[0]!.id).toBe(
      seedId(53, 2),
    );
  });
});
