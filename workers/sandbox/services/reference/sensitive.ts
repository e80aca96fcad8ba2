/** The sensitive-word check: a word counts unless each of its occurrences lies inside a whitelisted word. */
import type { RouteContext } from "../../core/env";

/** What a form holding a sensitive word is told. */
export const SENSITIVE_REFUSAL = "请勿包含关键字";

/**
 * True when `text` holds an occurrence of some sensitive word that no occurrence of a
 * whitelisted word covers (e.g. 赌博 sensitive, 反赌博 whitelisted: 反赌博宣传 → false, 赌博网站 → true).
 * Matching ignores case.
 */
export function hasSensitiveWord(text: string, words: string[], whiteWords: string[]): boolean {
  const haystack = text.toLowerCase();
  if (!haystack) return false;
  const covers: [number, number][] = [];
  for (const white of whiteWords.map((w) => w.toLowerCase()).filter(Boolean)) {
    for (let j = haystack.indexOf(white); j >= 0; j = haystack.indexOf(white, j + 1))
      covers.push([j, j + white.length]);
  }
  for (const word of words.map((w) => w.toLowerCase()).filter(Boolean)) {
    for (let i = haystack.indexOf(word); i >= 0; i = haystack.indexOf(word, i + 1)) {
      const end = i + word.length;
      if (!covers.some(([from, to]) => from <= i && to >= end)) return true;
    }
  }
  return false;
}

/** Checks `text` against the tenant's sensitive and whitelisted words. */
export async function tenantHasSensitiveWord(db: D1Database, tenantId: string, text: string): Promise<boolean> {
  if (!text.trim()) return false;
  const [words, white] = await db.batch<{ word: string }>([
    db.prepare("SELECT word FROM cloud_sensitive_word WHERE tenant_id = ?").bind(tenantId),
    db.prepare("SELECT word FROM cloud_sensitive_white_word WHERE tenant_id = ?").bind(tenantId),
  ]);
  return hasSensitiveWord(
    text,
    words!.results.map((r) => r.word),
    white!.results.map((r) => r.word),
  );
}

/** Whether any of `texts` holds a sensitive word of the signed-in operator's tenant (checked in order, up to the first). */
export async function holdsSensitiveWord(ctx: RouteContext, ...texts: string[]): Promise<boolean> {
  for (const text of texts) if (await tenantHasSensitiveWord(ctx.env.DB, ctx.user!.tenantId, text)) return true;
  return false;
}
