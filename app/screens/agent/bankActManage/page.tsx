/**
 * 银行活动's page parts (ADR 023): the period, the discount rule in words (满100.00减10.50, 9.5折),
 * the daily cap (不限 when none) and the status as a badge; the bank's name beside its
 * search-select; a new activity 满减 from tomorrow for 30 days.
 */
import type { Tone } from "~/kit/ui/row-ops";
import { StateText, useSay } from "~/kit/ui/say";
import { exactMoney } from "~/lib/money";
import { type BankAct, bankActScreen } from "./screen";

const TONES: Record<string, Tone> = { "0": "warning", "1": "success", "2": "muted" };
const beijingDay = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export function useBankActParts() {
  const say = useSay(bankActScreen);
  const yuan = (value: string) => exactMoney(value) ?? value;
  const period = (row: BankAct) => <span className="whitespace-nowrap">{`${row.startDate} ~ ${row.endDate}`}</span>;
  // No cap is 不限, not 0.00.
  const dailyCap = (row: BankAct) => (row.dailyCap ? yuan(row.dailyCap) : say("noCap"));
  const rule = (row: BankAct) => {
    if (row.discountType === "1")
      return say("ruleReduce", { threshold: yuan(row.threshold), reduce: yuan(row.reduce) });
    const rate = say("ruleRate", { rate: row.discountRate });
    return row.threshold ? `${rate} ${say("ruleFrom", { threshold: yuan(row.threshold) })}` : rate;
  };
  const status = (row: BankAct) => <StateText tones={TONES} value={row.status} say={say} />;
  return {
    cells: { period, rule, status, dailyCap },
    details: { period, rule, status, dailyCap },
    form: {
      remoteLabels: (row: BankAct | null) => ({ bankId: row?.bankName ?? "" }),
      initial: (row: BankAct | null, values: Record<string, string | string[]>) =>
        row
          ? values
          : { ...values, discountType: "1", cardType: "0", startDate: beijingDay(1), endDate: beijingDay(30) },
    },
  };
}
