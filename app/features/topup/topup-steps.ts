/**
 * Which page of the purchase a /topup URL is (no JavaScript needed): the packages, 确定订单 of
 * `comboId` (units `buyNum`, default 1), 对公转账 once the units are valid, or done.
 */
import { orderAmount } from "~/lib/fen";
import type { Combo } from "./topup";

export type TopUpStep =
  | { name: "packages" }
  | { name: "order"; combo: Combo; buyNum: string; unitsInvalid: boolean }
  | { name: "transfer"; combo: Combo; buyNum: string; amount: string }
  | { name: "done" };

export function readTopUpStep(params: URLSearchParams, combos: Combo[]): TopUpStep {
  const asked = params.get("step");
  if (asked === "done") return { name: "done" };
  const combo = combos.find((c) => c.id === params.get("comboId"));
  if (!combo) return { name: "packages" };
  const buyNum = (params.get("buyNum") ?? "1").trim().slice(0, 12);
  const amount = orderAmount(combo.price, buyNum);
  if (asked === "transfer" && amount) return { name: "transfer", combo, buyNum, amount };
  return { name: "order", combo, buyNum, unitsInvalid: asked === "transfer" && !amount };
}
