/**
 * The flow top-up's parts (spec §2), shared by the shell's dialog and the /topup pages: the
 * package cards, 确定订单's facts and units, 对公转账's account with 复制信息, and the tenant's
 * own recharge orders.
 */
import { useId, useState } from "react";
import { CopyIcon } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { orderAmount } from "~/lib/fen";
import { useT } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import { type Combo, type Company, type OrderContext, type RechargeOrder, transferText } from "./topup";

export function ComboCards({ combos, action }: { combos: Combo[]; action: (combo: Combo) => React.ReactNode }) {
  const t = useT();
  if (combos.length === 0)
    return <p className="text-muted-foreground py-8 text-center text-sm">{t("topup.noCombos")}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" aria-label={t("menu.tollCombo")}>
      {combos.map((combo) => (
        <li
          key={combo.id}
          className="bg-card flex flex-col gap-3 rounded-xl border p-5 shadow-xs"
          aria-labelledby={`combo-${combo.id}`}
        >
          <h3 id={`combo-${combo.id}`} className="text-base font-semibold">
            {combo.comboName}
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t("topup.flowAmount")}</dt>
            <dd className="tabular-nums">{t("topup.yuan", { amount: formatMoney(combo.flowAmount) })}</dd>
            <dt className="text-muted-foreground">{t("kit.fields.chargeRatio")}</dt>
            <dd className="tabular-nums">{t("topup.percent", { value: combo.chargeRatio })}</dd>
            <dt className="text-muted-foreground">{t("topup.price")}</dt>
            <dd className="text-primary text-lg font-semibold tabular-nums">
              {t("topup.yuan", { amount: formatMoney(combo.price) })}
            </dd>
          </dl>
          <div className="mt-auto">{action(combo)}</div>
        </li>
      ))}
    </ul>
  );
}

/** 确定订单's facts: the ordered service, the flow balance, the institution and its phone. */
export function OrderFacts({ combo, context }: { combo: Combo; context: OrderContext }) {
  const t = useT();
  const rows: [string, string][] = [
    [t("topup.service"), combo.comboName],
    [t("home.flowBalance"), t("topup.yuan", { amount: formatMoney(context.flowBalance) })],
    [t("topup.institution"), context.deptName || "–"],
    [t("topup.linkphone"), context.linkphone || "–"],
  ];
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 购买数量 (a number, min 1, default 1) and 订单金额 = unit price × units with two decimals,
 * computed in fen as the units change (the server computes it again, and 对公转账 sends the amount
 * shown as `actualPrice`, so the server refuses an amount the operator did not see).
 */
export function UnitsAndAmount(props: {
  price: string;
  units: string;
  onUnits?: (units: string) => void;
  error: string | null;
}) {
  const t = useT();
  const id = useId();
  const amount = orderAmount(props.price, props.units);
  return (
    <div className="grid grid-cols-[8rem_1fr] items-center gap-x-4 gap-y-2 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        {t("kit.fields.buyNum")}
      </label>
      <div className="grid gap-1">
        <input
          id={id}
          name="buyNum"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          step={1}
          required
          {...(props.onUnits
            ? {
                value: props.units,
                onChange: (e: React.ChangeEvent<HTMLInputElement>) => props.onUnits!(e.target.value),
              }
            : { defaultValue: props.units })}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          className="border-input bg-background h-9 w-32 rounded-md border px-3 tabular-nums"
        />
        {props.error ? (
          <p id={`${id}-error`} className="text-destructive" role="alert">
            {props.error}
          </p>
        ) : null}
      </div>
      <span className="text-muted-foreground">{t("kit.fields.orderAmount")}</span>
      <output htmlFor={id} className="text-primary text-lg font-semibold tabular-nums" aria-live="polite">
        {t("topup.yuan", { amount: formatMoney(amount ?? "0") })}
      </output>
    </div>
  );
}

/** 对公转账's account, and 复制信息 (once hydrated) copying company, account and bank as one text. */
export function TransferAccount({ company }: { company: Company }) {
  const t = useT();
  const hydrated = useHydrated();
  const [copy, setCopy] = useState<"copied" | "copyFailed" | null>(null);
  const onCopy = async () => {
    const text = transferText(company, {
      company: t("topup.companyName"),
      account: t("kit.fields.bankAccount"),
      bank: t("kit.fields.bankName"),
    });
    try {
      await navigator.clipboard.writeText(text);
      setCopy("copied");
    } catch {
      setCopy("copyFailed");
    }
  };
  return (
    <div className="bg-muted/40 grid gap-3 rounded-lg border p-4">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t("topup.companyName")}</dt>
        <dd className="select-all">{company.companyName}</dd>
        <dt className="text-muted-foreground">{t("kit.fields.bankAccount")}</dt>
        <dd className="font-mono select-all">{company.bankAccount}</dd>
        <dt className="text-muted-foreground">{t("kit.fields.bankName")}</dt>
        <dd className="select-all">{company.bank}</dd>
      </dl>
      {hydrated ? (
        <div className="flex items-center gap-3">
          <Button type="button" variant="outline" size="sm" onClick={() => void onCopy()}>
            <CopyIcon className="size-4" />
            {t("topup.copy")}
          </Button>
          <span
            role="status"
            className={copy === "copyFailed" ? "text-destructive text-sm" : "text-sm text-emerald-700"}
          >
            {copy ? t(`topup.${copy}`) : ""}
          </span>
        </div>
      ) : null}
    </div>
  );
}

export function MyOrders({ orders, stateNames }: { orders: RechargeOrder[]; stateNames: Record<string, string> }) {
  const t = useT();
  const stateText = (state: string) =>
    stateNames[state] || (["0", "1", "2"].includes(state) ? t(`topup.states.${state as "0" | "1" | "2"}`) : state);
  const tone: Record<string, string> = {
    "0": "bg-amber-100 text-amber-800",
    "1": "bg-emerald-100 text-emerald-800",
    "2": "bg-red-100 text-red-800",
  };
  return (
    <section className="grid gap-2" aria-labelledby="my-recharge-orders">
      <h2 id="my-recharge-orders" className="text-base font-semibold">
        {t("topup.myOrders")}
      </h2>
      {orders.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("topup.noOrders")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                {[
                  t("topup.orderNo"),
                  t("topup.service"),
                  t("kit.fields.buyNum"),
                  t("kit.fields.orderAmount"),
                  t("kit.fields.state"),
                  t("kit.fields.submitTime"),
                  t("topup.auditRemark"),
                ].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} className="border-t">
                  <td className="px-3 py-2 font-mono">{o.orderNo}</td>
                  <td className="px-3 py-2">{o.comboName}</td>
                  <td className="px-3 py-2 tabular-nums">{o.buyNum}</td>
                  <td className="px-3 py-2 tabular-nums">{formatMoney(o.actualPrice)}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded px-2 py-0.5 text-xs ${tone[o.orderState] ?? "bg-muted"}`}>
                      {stateText(o.orderState)}
                    </span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{o.createTime}</td>
                  <td className="px-3 py-2">{o.orderState === "2" ? o.auditRemark : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
