/**
 * /topup as pages (works without JavaScript): the steps, each a plain form. 确定订单 is a GET
 * form to 对公转账; 对公转账 posts the screenshots (multipart) and, on success, comes back on
 * the done page with 操作成功!. A refused form keeps the units and the screenshots uploaded.
 */
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { FlashToast } from "~/kit/ui/flash-toast";
import { type FormMessageView, messageText, useT } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { CertificateUpload } from "./certificate-upload";
import type { TopUpData } from "./topup";
import type { TopUpStep } from "./topup-steps";
import { ComboCards, MyOrders, OrderFacts, TransferAccount, UnitsAndAmount } from "./topup-views";
import type { Flash } from "~/kit/server/flash.server";

export type TransferFailure = {
  values: Record<string, string | string[]>;
  fieldErrors: Record<string, FormMessageView>;
  formError: FormMessageView | null;
};

const STEPS = ["packages", "order", "transfer", "done"] as const;

export function TopUpPage(props: {
  topUp: TopUpData;
  step: TopUpStep;
  flash: Flash | null;
  result: TransferFailure | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const { topUp, step, result } = props;
  const current = STEPS.indexOf(step.name);
  const fieldError = (name: string) => (result?.fieldErrors[name] ? messageText(t, result.fieldErrors[name]) : null);
  const links = result ? [result.values.payCertificate ?? []].flat() : [];
  return (
    <div className="grid max-w-6xl gap-6">
      <FlashToast flash={props.flash} />
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("menu.tollCombo")}</h1>
        <p className="text-muted-foreground text-sm">{t("topup.intro")}</p>
      </div>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={t("menu.tollCombo")}>
        {STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === current ? "step" : undefined}
            className={`rounded-full border px-3 py-1 ${i === current ? "bg-primary text-primary-foreground border-primary" : i < current ? "text-foreground" : "text-muted-foreground"}`}
          >
            {i + 1}. {t(`topup.steps.${name}`)}
          </li>
        ))}
      </ol>
      {topUp.loadError ? <FormAlert message={topUp.loadError} /> : null}

      {step.name === "packages" ? (
        <ComboCards
          combos={topUp.combos}
          action={(combo) => (
            <Link
              to={`/topup?comboId=${combo.id}`}
              className={buttonVariants({ className: "w-full" })}
              aria-describedby={`combo-${combo.id}`}
            >
              {t("topup.buyNow")}
            </Link>
          )}
        />
      ) : null}

      {step.name === "order" ? <OrderStep step={step} topUp={topUp} /> : null}

      {step.name === "transfer" ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="bg-card grid max-w-2xl gap-5 rounded-xl border p-6"
          noValidate
        >
          <h2 className="text-lg font-semibold">{t("topup.transferTitle")}</h2>
          <p className="text-sm">{t("topup.transferGuide", { amount: formatMoney(step.amount) })}</p>
          {result?.formError ? <FormAlert message={result.formError} /> : null}
          <input type="hidden" name="comboId" value={step.combo.id} />
          <input type="hidden" name="buyNum" value={step.buyNum} />
          <input type="hidden" name="actualPrice" value={step.amount} />
          {topUp.company ? (
            <TransferAccount company={topUp.company} />
          ) : (
            <FormAlert message={{ key: "topup.noCompany" }} />
          )}
          <CertificateUpload links={links} error={fieldError("payCertificate")} />
          <div className="flex gap-3">
            <Button type="submit" disabled={navigation.state === "submitting" || !topUp.company}>
              {navigation.state === "submitting" ? t("topup.submitting") : t("topup.submit")}
            </Button>
            <Link
              to={`/topup?comboId=${step.combo.id}&buyNum=${encodeURIComponent(step.buyNum)}`}
              className={buttonVariants({ variant: "outline" })}
            >
              {t("topup.back")}
            </Link>
          </div>
        </Form>
      ) : null}

      {step.name === "done" ? (
        <section className="bg-card grid max-w-2xl gap-3 rounded-xl border p-6" aria-labelledby="topup-done">
          <h2 id="topup-done" className="text-lg font-semibold">
            {t("topup.doneTitle")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("topup.doneText")}</p>
          <div className="flex gap-3">
            <Link to="/main/index" className={buttonVariants()}>
              {t("errors.backHome")}
            </Link>
            <Link to="/topup" className={buttonVariants({ variant: "outline" })}>
              {t("topup.buyMore")}
            </Link>
          </div>
        </section>
      ) : null}

      <MyOrders orders={topUp.orders} stateNames={topUp.stateNames} />
    </div>
  );
}

/** 确定订单 as a GET form to 对公转账; hydrated, the amount follows the units as they are typed. */
function OrderStep({ step, topUp }: { step: Extract<TopUpStep, { name: "order" }>; topUp: TopUpData }) {
  const t = useT();
  const [units, setUnits] = useState(step.buyNum);
  return (
    <Form method="get" action="/topup" className="bg-card grid max-w-2xl gap-5 rounded-xl border p-6">
      <h2 className="text-lg font-semibold">{t("topup.orderTitle")}</h2>
      <input type="hidden" name="step" value="transfer" />
      <input type="hidden" name="comboId" value={step.combo.id} />
      <OrderFacts combo={step.combo} context={topUp.context} />
      <UnitsAndAmount
        price={step.combo.price}
        units={units}
        onUnits={setUnits}
        error={step.unitsInvalid ? t("topup.unitsInvalid") : null}
      />
      <div className="flex gap-3">
        <Button type="submit">{t("kit.confirm")}</Button>
        <Link to="/topup" className={buttonVariants({ variant: "outline" })}>
          {t("topup.back")}
        </Link>
      </div>
    </Form>
  );
}
