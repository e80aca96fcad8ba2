/**
 * cloud-system /sensitive: the tenant's sensitive words and whitelisted words (pages, add,
 * update, delete by path id) and checkWord (sensitive.ts).
 */
import type { Wire } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { changed, fail, formatDate, ok, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { Where } from "../../core/query";
import { jsonBody } from "../../core/request";
import { tenantHasSensitiveWord } from "./sensitive";
import { chars, orderClause, pageOf, text } from "./store";
import { system } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

interface WordRow {
  id: string;
  word: string;
  create_time: number | null;
  update_time: number | null;
}

const wordVO = (w: WordRow): Wire<typeof system.sensitive.pageWords>["records"][number] => ({
  id: w.id,
  word: w.word,
  createTime: formatDate(w.create_time),
  updateTime: formatDate(w.update_time),
});

interface WordKind {
  table: string;
  label: string;
}

const SENSITIVE_WORDS: WordKind = { table: "cloud_sensitive_word", label: "敏感词" };
const WHITE_WORDS: WordKind = { table: "cloud_sensitive_white_word", label: "白名单词" };
const WORD_SORT = { word: "word", createTime: "create_time", updateTime: "update_time" };

function wordPage(kind: WordKind) {
  return (ctx: RouteContext): Promise<Response> => {
    const where = new Where("tenant_id = ?", ctx.user!.tenantId).like("word", ctx.url.searchParams.get("word"));
    return pageOf(ctx, kind.table, where, orderClause(ctx.url, WORD_SORT, "create_time DESC"), wordVO);
  };
}

/** addWord / updateWord (and the whitelist's): `{word}` or `{id, word}`. */
function wordSave(kind: WordKind, update: boolean) {
  return async (ctx: RouteContext): Promise<Response> => {
    const body = await jsonBody(ctx.req);
    if (!body) return unreadable();
    const tenantId = ctx.user!.tenantId;
    const id = update ? text(body.id) : "";
    if (update && !id) return fail("主键不能为空");
    const word = text(body.word);
    if (!word) return fail(`${kind.label}不能为空`);
    if (chars(word) > 50) return fail(`${kind.label}不能超过50个字符`);
    const db = ctx.env.DB;
    const taken = await db
      .prepare(`SELECT id FROM ${kind.table} WHERE tenant_id = ? AND word = ? AND id <> ?`)
      .bind(tenantId, word, id)
      .first<string>("id");
    if (taken) return fail(`${kind.label}已存在!`);
    const now = Date.now();
    if (update) {
      return changed(
        await db
          .prepare(`UPDATE ${kind.table} SET word = ?, update_time = ? WHERE id = ? AND tenant_id = ?`)
          .bind(word, now, id, tenantId)
          .run(),
      );
    }
    await db
      .prepare(`INSERT INTO ${kind.table} (id, tenant_id, word, create_time, update_time) VALUES (?, ?, ?, ?, ?)`)
      .bind(newId(), tenantId, word, now, now)
      .run();
    return success();
  };
}

/** deleteWord/{id}, deleteWhiteWord/{id}: the id is the path's last segment. */
function wordDelete(kind: WordKind) {
  return async (ctx: RouteContext): Promise<Response> => {
    const rest =
      ctx.url.pathname
        .replace(/\/{2,}/g, "/")
        .split("/")
        .pop() ?? "";
    let id = "";
    try {
      id = decodeURIComponent(rest).trim();
    } catch {
      return fail("操作失败");
    }
    if (!id || id.includes("/")) return fail("操作失败");
    return changed(
      await ctx.env.DB.prepare(`DELETE FROM ${kind.table} WHERE id = ? AND tenant_id = ?`)
        .bind(id, ctx.user!.tenantId)
        .run(),
    );
  };
}

async function checkWord(ctx: RouteContext): Promise<Response> {
  return ok(await tenantHasSensitiveWord(ctx.env.DB, ctx.user!.tenantId, ctx.url.searchParams.get("word") ?? ""));
}

export const sensitiveWordRoutes: Route[] = serveEach(system.sensitive, {
  pageWords: wordPage(SENSITIVE_WORDS),
  pageWhiteWords: wordPage(WHITE_WORDS),
  checkWord,
  addWord: wordSave(SENSITIVE_WORDS, false),
  updateWord: wordSave(SENSITIVE_WORDS, true),
  deleteWord: wordDelete(SENSITIVE_WORDS),
  addWhiteWord: wordSave(WHITE_WORDS, false),
  updateWhiteWord: wordSave(WHITE_WORDS, true),
  deleteWhiteWord: wordDelete(WHITE_WORDS),
});
