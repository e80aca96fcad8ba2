/**
 * One label fallback (issue 32, locales/common-texts.ts): a name under a screen's texts is the
 * screen's own text where it has one, else the kit's common field text — on the server (the
 * dictionaries i18next and the exports read) and in what the browser is sent.
 */
import { describe, expect, it } from "vitest";
import { unpackMessages } from "~/lib/i18n";
import { withCommon, withCommonTexts } from "~/locales/common-texts";
import { consoleMessages, resources, screenTexts } from "~/locales";
import zh from "~/locales/zh/translation";

const lookup = (messages: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );

describe("a screen's texts", () => {
  it("are its own where it has them, else the kit's common ones", () => {
    const common = { createTime: "创建时间", remark: "备注", statuses: { "0": "停用", "1": "启用" } };
    const read = withCommon(common, { remark: "说明", statuses: { "1": "上架" } });
    expect(read.createTime).toBe("创建时间");
    expect(read.remark).toBe("说明");
    // A name the screen has wins whole: no option of the kit's leaks into its own set.
    expect(read.statuses).toEqual({ "1": "上架" });
  });

  it("answer from the kit where a screen writes no text of its own, in both languages", () => {
    expect(lookup(zh, "system.mcc.createTime")).toBeUndefined();
    expect(lookup(resources.zh.translation, "system.mcc.createTime")).toBe(zh.kit.fields.createTime);
    expect(lookup(resources.en.translation, "system.mcc.createTime")).toBe(
      resources.en.translation.kit.fields.createTime,
    );
    // 冻结管理 names its own time 冻结时间: the screen's text wins.
    expect(lookup(resources.zh.translation, "money.freeze.createTime")).toBe("冻结时间");
    // 消息中心's lists read the same rule (their texts are the messages namespace and its platformInfo part).
    expect(lookup(resources.zh.translation, "messages.status")).toBe(zh.kit.fields.status);
    expect(lookup(resources.zh.translation, "messages.platformInfo.title")).toBe(zh.kit.fields.title);
  });

  it("leave the written dictionary as it is", () => {
    const written = { kit: { fields: { remark: "备注" } }, system: { mcc: { code: "MCC编码" } } };
    const read = withCommonTexts(written);
    expect(read.system.mcc).toEqual({ remark: "备注", code: "MCC编码" });
    expect(written.system.mcc).toEqual({ code: "MCC编码" });
  });

  it("reach the browser once: a screen sends its own, the console the kit's, and the page merges them", () => {
    const screen = screenTexts("en", "system.mcc") as Record<string, Record<string, Record<string, string>>>;
    expect(screen.system!.mcc!.code).toBe("MCC code");
    expect(screen.system!.mcc!.createTime).toBeUndefined();
    const shell = unpackMessages(consoleMessages("en")) as typeof resources.en.translation;
    expect(shell.kit.fields.createTime).toBe("Created");
    // What MoreMessages (lib/i18n.tsx) gives a screen's parts: the same rule on what the page holds.
    const page = withCommonTexts({ ...shell, ...screen } as typeof resources.en.translation);
    expect(lookup(page, "system.mcc.createTime")).toBe("Created");
    expect(lookup(page, "system.mcc.code")).toBe("MCC code");
    // A public page holds no kit texts: nothing to apply.
    const bare = { app: { name: "x" } } as unknown as typeof resources.en.translation;
    expect(withCommonTexts(bare)).toBe(bare);
  });
});
