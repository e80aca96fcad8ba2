/**
 * The shell's low-balance prompt (spec §2): the banner 您的流水余额已不足，请充值 on every page
 * while the tenant's isPop is 1, with 立即充值 for those who may buy, and the 充值套餐 dialog,
 * which opens by itself once per session (the server decides, ADR 017) and from 立即充值.
 * Without JavaScript 立即充值 is a link to the /topup pages. The dialog's code is fetched only
 * when it opens.
 */
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { WalletIcon } from "~/components/icons";
import { FlashToast } from "~/kit/ui/flash-toast";
import { type FormMessageView, useT } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import type { TopUpPrompt } from "./topup.server";

const TopUpDialog = lazy(() => import("./topup-dialog").then((m) => ({ default: m.TopUpDialog })));

export function TopUpBanner({ prompt }: { prompt: TopUpPrompt }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [flash, setFlash] = useState<FormMessageView | null>(null);
  // The server's offer opens the dialog once the page is live (its code is the browser's), as
  // this render runs: each time the offer comes anew, not again while it stays.
  const offer = useHydrated() && prompt.offer;
  const [offerSeen, setOfferSeen] = useState(false);
  if (offer !== offerSeen) {
    setOfferSeen(offer);
    if (offer) setOpen(true);
  }
  return (
    <>
      {prompt.low ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6"
        >
          <WalletIcon className="size-4" />
          <span>{t("topup.banner")}</span>
          {prompt.canBuy ? (
            <Link
              to="/topup"
              onClick={(event) => {
                event.preventDefault();
                setOpen(true);
              }}
              className="font-medium underline underline-offset-2"
            >
              {t("topup.buyNow")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <TopUpDialog
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              setFlash({ key: "topup.success" });
            }}
          />
        </Suspense>
      ) : null}
      <FlashToast flash={flash} />
    </>
  );
}
