/**
 * The screen kit on a representative screen, MCC管理 (/system/mcc), in the built Worker against
 * the sandbox (175 seeded codes): the list loader (paging, filter, sort, page size, the menu
 * guard) and every CRUD action — validation errors that echo the input, the sensitive-word
 * check, permission refusals, backend errors, success with the one-time 操作成功 and the batch
 * delete in two steps with its row-by-row report. The kit's resource routes: ../kit/resource-routes.test.ts.
 */
import { describe, expect, it } from "vitest";
import { type Browser, signedInAs } from "@tests/worker/browser";
import {
  expectAnswer,
  expectFlashedOnce,
  expectForbidden,
  expectSaved,
  expectWritesForbidden,
  send,
} from "@tests/worker/crud-steps";
import { expectOutsideMenu, html, MCC } from "@tests/worker/screens";

const codes = (page: string) => [...page.matchAll(/<td class="font-mono">(\d{4})<\/td>/g)].map((m) => m[1]!);

/** Codes below 0742 are not seeded; each test takes the next one. */
let nextCode = 100 + Math.floor(Math.random() * 300);
const freshCode = () => String(nextCode++).padStart(4, "0");

async function findId(browser: Browser, code: string): Promise<string | null> {
  const page = await html(browser, `${MCC}?mccCode=${code}`);
  return /data-row-id="(\d+)"/.exec(page)?.[1] ?? null;
}

describe("MCC list loader", () => {
  it("pages, filters and sorts on the server; the URL carries it all", async () => {
    const browser = await signedInAs("qa4");
    const first = await html(browser, MCC);
    expect(codes(first)).toHaveLength(10);
    expect(first).toContain("共 175 条");
    expect(first).toContain("第 1 / 18 页");
    const second = codes(await html(browser, `${MCC}?current=2`));
    expect(second).toHaveLength(10);
    expect(second[0]! > codes(first).at(-1)!).toBe(true);

    const big = await html(browser, `${MCC}?size=100&current=2`);
    expect(codes(big)).toHaveLength(75);
    const descending = codes(await html(browser, `${MCC}?sort=mccCode&order=desc`));
    expect(descending).toEqual([...descending].sort().reverse());

    const filtered = await html(browser, `${MCC}?name=${encodeURIComponent("医院")}`);
    expect(codes(filtered)).toContain("8062");
    expect(filtered).toMatch(/value="医院"/);
  });

  it("ignores unreadable params instead of failing", async () => {
    const browser = await signedInAs("qa4");
    const page = await html(browser, `${MCC}?current=-4&size=7&sort=password&order=sideways&dialog=hack&id=<x>`);
    expect(codes(page)).toHaveLength(10);
    expect(page).not.toContain('role="dialog"');
  });

  it("opens the edit dialog on its own URL with the row's values", async () => {
    const browser = await signedInAs("qa4");
    const id = await findId(browser, "5411");
    const page = await html(browser, `${MCC}?dialog=edit&id=${id}`);
    expect(page).toContain('role="dialog"');
    expect(page).toMatch(/name="mccCode"[^>]*value="5411"|value="5411"[^>]*name="mccCode"/);
  });

  it("is refused (403) to an operator whose menu lacks it", async () => {
    const browser = await signedInAs("operator", "operator123");
    await expectOutsideMenu(browser, MCC);
  });
});

describe("MCC actions", () => {
  it("create: zod errors by field, typed values echoed, the sensitive word refused; then success with 操作成功", async () => {
    const browser = await signedInAs("qa4");
    const bad = send(browser, `${MCC}?dialog=create`, "create", { mccCode: "12a", name: "赌博专用", remark: "  " });
    await expectAnswer(bad, 400, ["MCC编码为 4 位数字", "请勿包含关键字", 'value="12a"', 'value="赌博专用"']);

    const code = freshCode();
    const ok = send(browser, `${MCC}?name=${code}&dialog=create`, "create", {
      mccCode: code,
      name: `  测试类别${code} `,
      sort: "",
    });
    const after = await expectFlashedOnce(browser, await expectSaved(ok, `${MCC}?name=${code}`));
    expect(codes(after)).toEqual([code]);
    expect(after).toContain(`测试类别${code}<`);

    const duplicate = send(browser, `${MCC}?dialog=create`, "create", { mccCode: code, name: "重复" });
    await expectAnswer(duplicate, 400, ["MCC编码已存在!"]);
    await send(browser, MCC, "delete", { id: (await findId(browser, code))! });
  });

  it("update and delete; a row that is gone reports the backend's message", async () => {
    const browser = await signedInAs("qa4");
    const code = freshCode();
    await send(browser, MCC, "create", { mccCode: code, name: "改名前", remark: "待清空的备注" });
    const id = (await findId(browser, code))!;
    expect(await html(browser, `${MCC}?mccCode=${code}`)).toContain("待清空的备注");
    // An emptied optional field is cleared (sent as ""), not silently kept.
    const updated = send(browser, `${MCC}?dialog=edit&id=${id}`, "update", {
      id,
      mccCode: code,
      name: "改名后",
      remark: "  ",
    });
    await expectSaved(updated, MCC);
    const after = await html(browser, `${MCC}?mccCode=${code}`);
    expect(after).toContain("改名后");
    expect(after).not.toContain("待清空的备注");

    await expectSaved(send(browser, `${MCC}?dialog=delete&id=${id}`, "delete", { id }));
    expect(await findId(browser, code)).toBeNull();
    await expectAnswer(send(browser, `${MCC}?dialog=delete&id=${id}`, "delete", { id }), 400, ["操作失败"]);
  });

  it("batch delete asks first with the count, then reports each failure by row", async () => {
    const browser = await signedInAs("qa4");
    const made = [freshCode(), freshCode()];
    for (const code of made) await send(browser, MCC, "create", { mccCode: code, name: `批量${code}` });
    const ids = await Promise.all(made.map((code) => findId(browser, code)));
    const ticked = [...ids, "1999999999999999999"].map((id): [string, string] => ["ids", id!]);

    await expectAnswer(send(browser, MCC, "batch-delete", ticked), 200, [
      `确定对选中的 ${ids.length + 1} 条数据执行“批量删除”吗？`,
    ]);
    expect(await findId(browser, made[0]!)).not.toBeNull();

    const run = send(browser, MCC, "batch-delete", [...ticked, ["confirmed", "1"]]);
    await expectAnswer(run, 200, [`已完成 ${ids.length} 条，1 条失败：`, "1999999999999999999"]);
    for (const code of made) expect(await findId(browser, code)).toBeNull();
  });

  it("batch delete of nothing is refused with a clear message", async () => {
    const browser = await signedInAs("qa4");
    await expectAnswer(send(browser, MCC, "batch-delete"), 400, ["请先选择要操作的数据"]);
  });

  it("an unknown intent is refused", async () => {
    const browser = await signedInAs("qa4");
    await expectAnswer(send(browser, MCC, "drop-table"), 400, ["无法识别的操作"]);
  });

  it("a forged request without the button gets 403 with the code named", async () => {
    const browser = await signedInAs("operator", "operator123");
    await expectWritesForbidden(browser, [MCC], { id: "1", mccCode: "1234", name: "x" }, "mcc");
    // Without an id, as the create form sends it.
    await expectForbidden(browser, MCC, { mccCode: "1234", name: "x" }, { create: "mcc_add" });
  });
});
