/**
 * What the money screens' pages share: amounts as spec §5 shows them, the amount and reason a
 * money dialog asks, a small table inside a detail, a row of totals.
 */
import type { FormField } from "~/kit/ui/entity-form";
import { exactMoney } from "~/lib/money";

/** Yuan text as spec §5 shows money ("0.00" when unreadable). */
export const money = (value: string) => exactMoney(value) ?? "0.00";

/** A required amount in yuan, typed (up to 13 characters: 10 digits, the point and 2 decimals). */
export const amountField = (name: string, label: string, hint: string): FormField => ({
  name,
  label,
  kind: "text",
  required: true,
  maxLength: 13,
  hint,
});

/** The required reason a money operation records (冻结, 解冻, 退款), up to `maxLength`. */
export const reasonField = (label: string, maxLength: number): FormField => ({
  name: "reason",
  label,
  kind: "textarea",
  required: true,
  maxLength,
});

/** A small table inside a detail (history, refunds, ledger): its own scroll region, reachable by keyboard. */
export function MiniTable(props: { head: string[]; rows: React.ReactNode[][]; empty: string; label?: string }) {
  if (props.rows.length === 0) return <p className="text-muted-foreground text-sm">{props.empty}</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={props.label ?? props.head.join(" ")}>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-muted-foreground text-left">
            {props.head.map((h) => (
              <th key={h} className="py-1 pr-3 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, i) => (
            <tr key={i} className="border-t">
              {row.map((cell, j) => (
                <td key={j} className="py-1 pr-3 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The totals of a filtered set, between the filters and the list. */
export function TotalsPanel(props: {
  label: string;
  items: { label: string; value: string; strong?: boolean }[];
  testId?: string;
}) {
  return (
    <section aria-label={props.label} className="bg-card rounded-xl border p-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7" data-testid={props.testId}>
        {props.items.map((item) => (
          <div key={item.label} className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs">{item.label}</dt>
            <dd className={item.strong ? "text-primary text-lg font-semibold tabular-nums" : "text-lg tabular-nums"}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
