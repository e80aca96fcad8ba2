/**
 * The 充值套餐 dialog (spec §2): 1200px, closable only by its buttons (no ✕, Esc and clicks
 * outside do nothing): packages → 确定订单 → 对公转账. It reads /topup's loader and posts to its
 * action. Loaded only when it opens (topup-banner.tsx), so other pages carry none of it.
 */
import { AlertDialog as Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { orderAmount } from "~/lib/fen";
import { type FormMessageView, messageText, useT } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { CertificateUpload } from "./certificate-upload";
import type { Combo, TopUpData } from "./topup";
import { ComboCards, MyOrders, OrderFacts, TransferAccount, UnitsAndAmount } from "./topup-views";

type Failure = {
  ok: false;
  fieldErrors: Record<string, FormMessageView>;
  formError: FormMessageView | null;
  values: Record<string, string | string[]>;
};

export function TopUpDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useT();
  const loader = useFetcher<{ topUp: TopUpData }>();
  const submit = useFetcher<{ ok: true } | Failure>();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<"packages" | "order" | "transfer">("packages");
  const [combo, setCombo] = useState<Combo | null>(null);
  const [units, setUnits] = useState("1");
  const [unitsError, setUnitsError] = useState(false);
  // The loader is read once, when the dialog opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void loader.load("/topup"), []);
  useEffect(() => {
    if (submit.state === "idle" && submit.data?.ok) {
      onDone();
      void revalidator.revalidate();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submit.state, submit.data]);
  const topUp = loader.data?.topUp;
  const failure = submit.data && !submit.data.ok ? submit.data : null;
  const amount = combo ? orderAmount(combo.price, units) : null;
  const titles = { packages: t("menu.tollCombo"), order: t("topup.orderTitle"), transfer: t("topup.transferTitle") };
  const wide = step === "packages";
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          aria-describedby={undefined}
          className={`bg-background fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-lg border p-6 shadow-lg ${wide ? "max-w-[1200px]" : "max-w-2xl"}`}
        >
          <Dialog.Title className="text-lg font-semibold">{titles[step]}</Dialog.Title>
          {!topUp ? (
            <p role="status" className="text-muted-foreground py-10 text-center text-sm">
              {t("app.loading")}
            </p>
          ) : step === "packages" ? (
            <>
              {topUp.loadError ? <FormAlert message={topUp.loadError} /> : null}
              <ComboCards
                combos={topUp.combos}
                action={(c) => (
                  <Button
                    className="w-full"
                    aria-describedby={`combo-${c.id}`}
                    onClick={() => {
                      setCombo(c);
                      setUnits("1");
                      setUnitsError(false);
                      setStep("order");
                    }}
                  >
                    {t("topup.buyNow")}
                  </Button>
                )}
              />
              <MyOrders orders={topUp.orders.slice(0, 5)} stateNames={topUp.stateNames} />
              <div className="flex justify-end">
                <Dialog.Cancel className={buttonVariants({ variant: "outline" })} onClick={onClose}>
                  {t("topup.later")}
                </Dialog.Cancel>
              </div>
            </>
          ) : step === "order" && combo ? (
            <form
              className="grid gap-5"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (amount) setStep("transfer");
                else setUnitsError(true);
              }}
            >
              <OrderFacts combo={combo} context={topUp.context} />
              <UnitsAndAmount
                price={combo.price}
                units={units}
                onUnits={(value) => {
                  setUnits(value);
                  setUnitsError(false);
                }}
                error={unitsError ? t("topup.unitsInvalid") : null}
              />
              <div className="flex justify-end gap-3">
                <Button type="button" variant="outline" onClick={() => setStep("packages")}>
                  {t("topup.back")}
                </Button>
                <Button type="submit">{t("kit.confirm")}</Button>
              </div>
            </form>
          ) : combo && amount ? (
            <submit.Form method="post" action="/topup" encType="multipart/form-data" className="grid gap-5" noValidate>
              <p className="text-sm">{t("topup.transferGuide", { amount: formatMoney(amount) })}</p>
              {failure?.formError ? <FormAlert message={failure.formError} /> : null}
              <input type="hidden" name="mode" value="dialog" />
              <input type="hidden" name="comboId" value={combo.id} />
              <input type="hidden" name="buyNum" value={units} />
              <input type="hidden" name="actualPrice" value={amount} />
              {topUp.company ? (
                <TransferAccount company={topUp.company} />
              ) : (
                <FormAlert message={{ key: "topup.noCompany" }} />
              )}
              <CertificateUpload
                links={failure ? [failure.values.payCertificate ?? []].flat() : []}
                error={failure?.fieldErrors.payCertificate ? messageText(t, failure.fieldErrors.payCertificate) : null}
              />
              <div className="flex justify-end gap-3">
                <Button type="button" variant="outline" onClick={() => setStep("order")}>
                  {t("topup.back")}
                </Button>
                <Button type="submit" disabled={submit.state !== "idle" || !topUp.company}>
                  {submit.state !== "idle" ? t("topup.submitting") : t("topup.submit")}
                </Button>
              </div>
            </submit.Form>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
