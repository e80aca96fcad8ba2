/**
 * /topup: the flow top-up as pages (issue 16, ADR 017): packages → 确定订单 (?comboId=) →
 * 对公转账 (?step=transfer) → done. Without JavaScript this is the whole purchase; hydrated, the
 * shell's dialog reads this loader and posts to this action (mode=dialog answers data, not a redirect).
 */
import { data } from "react-router";
import { withFlash, redirectWithFlash } from "~/kit/server/flash.server";
import { requireScreen } from "~/kit/server/screen.server";
import { TopUpPage } from "~/features/topup/topup-page";
import { readTopUpStep } from "~/features/topup/topup-steps";
import { loadTopUp, submitTransfer } from "~/features/topup/topup.server";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import { readForm } from "~/server/read-form.server";
import { MAX_IMAGE_BYTES } from "~/kit/shared/image-rules";
import type { FormMessageView } from "~/lib/i18n";
import { MAX_CERTIFICATES } from "~/features/topup/topup";
import type { Route } from "./+types/topup";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [, topUp] = await Promise.all([requireScreen(context), loadTopUp(context.get(operatorContext))]);
  const step = readTopUpStep(new URL(request.url).searchParams, topUp.combos);
  return withFlash(request, { topUp, step, title: getInstance(context).t("menu.tollCombo") });
}

/** Five screenshots of at most 50MB each, and the form around them. */
const MAX_BODY_BYTES = MAX_CERTIFICATES * MAX_IMAGE_BYTES + 1024 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  await requireScreen(context);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return data(
      {
        ok: false as const,
        values: {},
        fieldErrors: { payCertificate: { key: "kit.upload.tooLarge" } as FormMessageView },
        formError: null,
        at: Date.now(),
      },
      { status: 413 },
    );
  }
  const form = await readForm(request);
  const result = await submitTransfer(context.get(operatorContext), form);
  const dialog = form.get("mode") === "dialog";
  if (result.ok)
    return dialog
      ? { ok: true as const, at: Date.now() }
      : redirectWithFlash("/topup?step=done", { key: "topup.success" });
  return data({ ...result, at: Date.now() }, { status: result.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "充值套餐" }];
}

export default function TopUpRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TopUpPage
      topUp={loaderData.topUp}
      step={loaderData.step}
      flash={loaderData.flash}
      result={actionData && !actionData.ok ? actionData : null}
    />
  );
}

export { ErrorBoundary } from "~/components/route-error";
