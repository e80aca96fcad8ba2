/**
 * 商户分账配置's form at /merchantSub?merchantId= (spec §2 fixed route): opens for operators whose
 * menu holds /merchant/merchantSub (current-screen aliases it), shows the merchant's config when
 * the partner scope holds the merchant (ADR 016), saves with merchant_sub_edit. Receivers come
 * as repeated fields (receiverName, receiverAccount, accountType, ratio), so the form works
 * without JavaScript; empty rows are dropped; ratios are summed in hundredths (integers).
 */
import { merchant } from "@contract";
import { redirect, type RouterContextProvider } from "react-router";
import { ActionRefused, answer, DONE, screenIntents } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import type { FormMessageView } from "~/lib/i18n";
import { type Loaded, settle, text } from "~/kit/server/page.server";
import { can } from "~/kit/server/permissions.server";
import { maskBankCard } from "~/lib/personal-data";
import { requireScreen, screenData } from "~/kit/server/screen.server";
import { operatorContext } from "~/server/auth.server";
import { heldMerchant } from "~/screens/merchant/merchantInfo/screen.server";
import { MAX_RECEIVERS, merchantSubScreen, type Receiver, type SubConfig } from "~/screens/merchant/merchantSub/screen";
import { decimalUnits, unitsToDecimal } from "../../../shared/money";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const SUB_FORM = { id: "merchantSubForm", texts: merchantSubScreen.texts, path: "/merchantSub" } as const;

const MERCHANT_ID = /^\d{1,32}$/;

/** The config as the page shows it: the receivers' accounts whole only for an operator who may save them (ADR 029). */
function toConfig(raw: Record<string, unknown>, whole: boolean): SubConfig {
  const receivers = Array.isArray(raw.receivers) ? (raw.receivers as Record<string, unknown>[]) : [];
  return {
    merchantId: text(raw.merchantId),
    merchantNo: text(raw.merchantNo),
    merchantFullName: text(raw.merchantFullName),
    agentName: text(raw.agentName),
    subSwitch: text(raw.subSwitch) === "1" ? "1" : "0",
    subMode: text(raw.subMode) === "2" ? "2" : "1",
    receivers: receivers.map((r) => ({
      receiverName: text(r.receiverName),
      receiverAccount: whole ? text(r.receiverAccount) : maskBankCard(r.receiverAccount),
      accountType: text(r.accountType) === "2" ? "2" : "1",
      ratio: text(r.ratio),
    })),
    updateTime: text(raw.updateTime),
  };
}

export async function loadMerchantSub({ request, context }: Args) {
  const operator = context.get(operatorContext);
  const merchantId = (new URL(request.url).searchParams.get("merchantId") ?? "").trim();
  // Without a merchant the form has nothing to show: the list picks one.
  if (!MERCHANT_ID.test(merchantId)) {
    await requireScreen(context);
    throw redirect(merchantSubScreen.path);
  }
  const [, loaded] = await Promise.all([
    requireScreen(context),
    settle(
      heldMerchant(operator, merchantId).then(
        () =>
          operator.api.call(merchant.sub.detail, { query: { merchantId } }) as Promise<Record<string, unknown> | null>,
      ),
      null as Record<string, unknown> | null,
    ).catch((error: unknown): Loaded<Record<string, unknown> | null> => {
      // The console's own scope refusal is shown like the backend's.
      if (error instanceof ActionRefused) return { value: null, error: error.view };
      throw error;
    }),
  ]);
  const config = loaded.value ? toConfig(loaded.value, can(operator, "merchant_sub_edit")) : null;
  return screenData(request, context, SUB_FORM, { merchantId, config, loadError: loaded.error });
}

/** Hundredths of a percent from "30", "30.5", "30.50"; null when malformed. */
export function hundredths(value: string): number | null {
  return decimalUnits(value, 2, 3);
}

const formatHundredths = (n: number) => unitsToDecimal(n, 2, 2);

/** The posted receivers, rows all blank dropped, each checked; errors by `<field>.<row>`. */
export function readReceivers(form: FormData): {
  receivers: Receiver[];
  errors: Record<string, FormMessageView>;
  sum: number;
} {
  const all = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v.trim() : ""));
  const names = all("receiverName"),
    accounts = all("receiverAccount"),
    types = all("accountType"),
    ratios = all("ratio");
  const receivers: Receiver[] = [];
  const errors: Record<string, FormMessageView> = {};
  const key = (name: string) => ({ key: `partner.merchantSub.${name}` }) as FormMessageView;
  let sum = 0;
  const rows = Math.min(Math.max(names.length, accounts.length, ratios.length), MAX_RECEIVERS + 5);
  for (let i = 0; i < rows; i++) {
    const [name, account, ratio] = [names[i] ?? "", accounts[i] ?? "", ratios[i] ?? ""];
    if (!name && !account && !ratio) continue;
    if (!name || name.length > 50) errors[`receiverName.${i}`] = key("receiverNameRequired");
    if (!/^\d{6,32}$/.test(account)) errors[`receiverAccount.${i}`] = key("receiverAccountFormat");
    else if (receivers.some((r) => r.receiverAccount === account))
      errors[`receiverAccount.${i}`] = key("duplicateAccount");
    const n = hundredths(ratio);
    if (n === null || n < 1 || n > 10_000) errors[`ratio.${i}`] = key("ratioFormat");
    else sum += n;
    receivers.push({
      receiverName: name,
      receiverAccount: account,
      accountType: types[i] === "2" ? "2" : "1",
      ratio: n === null ? ratio : formatHundredths(n),
    });
  }
  if (receivers.length > MAX_RECEIVERS) errors.receivers = { key: "kit.validation.tooLong" } as FormMessageView;
  else if (sum > 10_000) errors.receivers = key("ratioSum");
  return { receivers, errors, sum };
}

export const saveMerchantSub = (args: Args) =>
  screenIntents(args, (operator) => ({
    save: {
      permission: "merchant_sub_edit",
      run: async (ctx) => {
        const merchantId = String(ctx.formData.get("merchantId") ?? "").trim();
        const subSwitch = String(ctx.formData.get("subSwitch") ?? "0");
        const subMode = String(ctx.formData.get("subMode") ?? "1");
        const fieldErrors: Record<string, FormMessageView> = {};
        if (!MERCHANT_ID.test(merchantId))
          fieldErrors.merchantId = { key: "partner.merchantSub.merchantRequired" } as FormMessageView;
        if (!["0", "1"].includes(subSwitch))
          fieldErrors.subSwitch = { key: "kit.validation.choice" } as FormMessageView;
        if (!["1", "2"].includes(subMode)) fieldErrors.subMode = { key: "kit.validation.choice" } as FormMessageView;
        const { receivers, errors } = readReceivers(ctx.formData);
        Object.assign(fieldErrors, errors);
        if (subSwitch === "1" && receivers.length === 0 && !fieldErrors.receivers)
          fieldErrors.receivers = { key: "partner.merchantSub.receiverRequired" } as FormMessageView;
        if (Object.keys(fieldErrors).length) return answer(ctx, { fieldErrors });
        await heldMerchant(operator, merchantId);
        await operator.api.call(merchant.sub.save, {
          json: {
            merchantId,
            subSwitch: Number(subSwitch),
            subMode: Number(subMode),
            receivers: receivers.map((r) => ({ ...r, accountType: Number(r.accountType) })),
          },
        });
        return redirectWithFlash(`${SUB_FORM.path}?merchantId=${merchantId}`, { ...DONE, tone: "success" });
      },
    },
  }));
