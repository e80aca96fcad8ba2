/** The sensitive-word check (spec §5, checkWord): a hit blocks the field with 请勿包含关键字. */
import { system } from "@contract";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";

/**
 * True when the backend reports a hit: `data: true`, or a business refusal of the word
 * (code 400). Any other failure is passed on (the form shows it; nothing is saved).
 */
export async function containsSensitiveWord(operator: Operator, word: string): Promise<boolean> {
  if (!word.trim()) return false;
  try {
    const hit = await operator.api.call(system.sensitive.checkWord, { query: { word } });
    return hit === true || hit === "true" || hit === 1;
  } catch (error) {
    if (error instanceof BackendError && error.code === 400) return true;
    throw error;
  }
}
