/**
 * A tenant's business dictionary (system.dictBiz.dictionary?code=…, spec §7), or
 * a system dictionary, as choices for filters and forms: agent_status, settle_type, merchant_status and the like. The
 * values are the tenant's own (000002's agent_status differs from 000001's), so screens never
 * hard-code them; kept per session like the menus. A dictionary that cannot be had gives no
 * choices (the filter then offers only 全部), never a failed page.
 */
import { system } from "@contract";
import type { Operator } from "~/server/auth.server";
import { MENU_TTL_MS, sessionMemo } from "~/server/session-memo.server";
import type { Choice } from "~/kit/shared/screen";
import { children, text } from "./page.server";

/** A dictionary's value and its label. */
export type DictChoice = Choice;

export function bizDictionary(operator: Operator, code: string): Promise<DictChoice[]> {
  return dictionaryChoices(operator, "dict-biz", code);
}

/** A system dictionary (system.dict.dictionary?code=…): recharge_state, combo_status, pay_type and the like. */
export function systemDictionary(operator: Operator, code: string): Promise<DictChoice[]> {
  return dictionaryChoices(operator, "dict", code);
}

function dictionaryChoices(operator: Operator, kind: "dict" | "dict-biz", code: string): Promise<DictChoice[]> {
  return sessionMemo(operator.sessionId, `${kind}:${code}`, MENU_TTL_MS, async () => {
    const rows = children(
      await operator.api.call(kind === "dict" ? system.dict.dictionary : system.dictBiz.dictionary, {
        query: { code },
      }),
    );
    return rows
      .filter((row) => text(row.dictKey) !== "-1" && text(row.dictKey) !== "" && Number(row.isSealed ?? 0) !== 1)
      .map((row) => ({ value: text(row.dictKey), label: text(row.dictValue) || text(row.dictKey) }));
  }).catch(() => []);
}

/** Several dictionaries at once (in parallel), by code. */
export async function bizDictionaries<const C extends string>(
  operator: Operator,
  codes: readonly C[],
): Promise<Record<C, DictChoice[]>> {
  const lists = await Promise.all(codes.map((code) => bizDictionary(operator, code)));
  return Object.fromEntries(codes.map((code, i) => [code, lists[i]!])) as Record<C, DictChoice[]>;
}
