/**
 * 银行活动 on the server (ADR 023): the form's cross-field rules under their fields (the end not
 * before the start; 满减 needs a threshold and a smaller reduction, 折扣 a rate), amounts compared
 * in fen, and the form sent as the backend takes it (numbers as numbers, yuan with two decimals,
 * the other rule's fields left empty).
 */
import { agent } from "@contract";
import { formSchema, type ActionOptions } from "~/kit/server/described.server";
import { exactMoney } from "~/lib/money";
import { yuanToFen } from "../../../../shared/money";
import { bankActScreen } from "./screen";

export const bankActSchema = formSchema(bankActScreen)
  .omit({ id: true })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message: `marketing.bankAct.${message}` });
    const start = String(form.startDate ?? "");
    const end = String(form.endDate ?? "");
    if (start && end && end < start) issue("endDate", "endBeforeStart");
    if (form.discountType === "1") {
      const threshold = yuanToFen(form.threshold);
      const reduce = yuanToFen(form.reduce);
      if (!form.threshold) issue("threshold", "thresholdRequired");
      if (!form.reduce) issue("reduce", "reduceRequired");
      if (threshold !== null && reduce !== null && reduce >= threshold) issue("reduce", "reduceTooLarge");
    }
    if (form.discountType === "2" && !form.discountRate) issue("discountRate", "rateRequired");
  });

const money = (value: unknown) => (value ? (exactMoney(value) ?? value) : "");

function payload(value: Record<string, unknown>): Record<string, unknown> {
  const byReduction = value.discountType === "1";
  return {
    id: value.id,
    actTitle: value.actTitle,
    bankId: value.bankId,
    startDate: value.startDate,
    endDate: value.endDate,
    discountType: Number(value.discountType),
    threshold: money(value.threshold),
    reduce: byReduction ? money(value.reduce) : "",
    discountRate: byReduction ? "" : (value.discountRate ?? ""),
    cardType: Number(value.cardType ?? 0),
    dailyCap: money(value.dailyCap),
    actDesc: value.actDesc ?? "",
  };
}

export const bankActActions: ActionOptions = {
  schema: bankActSchema,
  send: (value, operator) => operator.api.call(agent.bankAct.submit, { json: payload(value) }),
};
