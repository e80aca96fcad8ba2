/**
 * /storeSub?storeId= (spec §2's fixed route): one store's split-account config. It opens for an
 * operator whose menu holds 门店分账配置 or 门店列表 (the list links here) and only for a store the
 * partner scope holds (ADR 016); saving needs store_sub_edit and checks the stored store first.
 * Receivers are rows of three inputs (receivers.<i>.receiverName|accountNo|ratio; blank rows are
 * left out), ratios percents with at most two decimals summed in hundredths, at most 100 in all.
 */
import { merchant } from "@contract";
import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { answer, DONE, messageView, screenIntents } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { menuHasAny } from "~/kit/server/kit-access.server";
import { children, settle, text } from "~/kit/server/page.server";
import { can } from "~/kit/server/permissions.server";
import { maskBankCard } from "~/lib/personal-data";
import { screenData } from "~/kit/server/screen.server";
import type { FormMessageView } from "~/lib/i18n";
import { type Operator, operatorContext } from "~/server/auth.server";
import { holds, loadPartnerScope } from "~/kit/server/partner-scope.server";
import { type LoadOptions, rowReader, screenParams } from "~/kit/server/described.server";
import { MAX_RECEIVERS, type Receiver, type StoreSplit, type StoreSplitRow, storeSubScreen } from "./screen";
import { heldPage, storedHeld } from "~/kit/server/partner-scope.server";
import { decimalUnits, unitsToDecimal } from "../../../../shared/money";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The menu screens that open /storeSub. */
export const STORE_SPLIT_SCREENS = ["/store/storeSub", "/store/storeInfo"] as const;

const T = storeSubScreen.texts;

const toSplitRow = rowReader(storeSubScreen);

/** 门店分账配置's list: only rows the scope holds; no dialog of its own (each row links to /storeSub). */
export function storeSubLoadOptions(operator: Operator): LoadOptions<StoreSplitRow, Record<string, never>> {
  return {
    list: (query) =>
      heldPage(operator, storeSubScreen.api.list, screenParams(storeSubScreen, query), query, toSplitRow),
    detail: null,
  };
}

async function requireSplitScreen(operator: Operator): Promise<void> {
  if (!(await menuHasAny(operator, STORE_SPLIT_SCREENS))) throw redirect("/403");
}

/** A percent with at most two decimals as hundredths (null when it is not one). */
export function hundredths(ratio: string): number | null {
  return decimalUnits(ratio, 2, 3);
}

export const percent = (n: number): string => unitsToDecimal(n, 2, 2);

/** The config as the page shows it: the receivers' accounts whole only for an operator who may save them (ADR 029). */
function toSplit(raw: Record<string, unknown>, whole: boolean): StoreSplit {
  return {
    storeId: text(raw.storeId) || text(raw.id),
    storeNo: text(raw.storeNo),
    storeFullName: text(raw.storeFullName),
    merchantName: text(raw.merchantName),
    splitStatus: text(raw.splitStatus) === "1" ? "1" : "0",
    splitMode: text(raw.splitMode) === "2" ? "2" : "1",
    receivers: children(raw.receivers).map((r) => ({
      receiverName: text(r.receiverName),
      accountNo: whole ? text(r.accountNo) : maskBankCard(r.accountNo),
      ratio: text(r.ratio),
    })),
    ratioTotal: text(raw.ratioTotal) || "0.00",
  };
}

export async function loadStoreSplit({ request, context }: Args) {
  const operator = context.get(operatorContext);
  await requireSplitScreen(operator);
  const storeId = (new URL(request.url).searchParams.get("storeId") ?? "").trim();
  let split: StoreSplit | null = null;
  let loadError: FormMessageView | null = null;
  if (!/^\d{1,19}$/.test(storeId)) {
    loadError = { key: `${T}.noStore` } as FormMessageView;
  } else {
    const loaded = await settle(
      operator.api.call(merchant.storeSplit.detail, { query: { storeId } }) as Promise<Record<string, unknown> | null>,
      null,
    );
    const raw = loaded.value && Object.keys(loaded.value).length > 0 ? loaded.value : null;
    if (loaded.error) loadError = loaded.error;
    else if (!raw || !holds(await loadPartnerScope(operator), raw, "merchant"))
      loadError = { key: "scope.outOfScope" } as FormMessageView;
    else split = toSplit(raw, can(operator, "store_sub_edit"));
  }
  return screenData(request, context, storeSubScreen, { storeId, split, loadError });
}

const formSchema = z.object({
  storeId: z
    .string()
    .trim()
    .regex(/^\d{1,19}$/, "kit.validation.choice"),
  splitStatus: z.enum(["0", "1"], { error: "kit.validation.choice" }),
  splitMode: z.enum(["1", "2"], { error: "kit.validation.choice" }),
});

/** The receivers typed, blank rows left out, with their errors by input name. */
export function readReceivers(formData: FormData): {
  receivers: Receiver[];
  errors: Record<string, FormMessageView>;
  total: number;
} {
  const receivers: Receiver[] = [];
  const errors: Record<string, FormMessageView> = {};
  let total = 0;
  for (let i = 0; i < MAX_RECEIVERS; i++) {
    const value = (name: string) => String(formData.get(`receivers.${i}.${name}`) ?? "").trim();
    const row = { receiverName: value("receiverName"), accountNo: value("accountNo"), ratio: value("ratio") };
    if (!row.receiverName && !row.accountNo && !row.ratio) continue;
    const at = (name: string) => `receivers.${i}.${name}`;
    if (!row.receiverName) errors[at("receiverName")] = { key: "kit.validation.required" } as FormMessageView;
    else if ([...row.receiverName].length > 50)
      errors[at("receiverName")] = { key: "kit.validation.tooLong" } as FormMessageView;
    if (!/^\d{6,32}$/.test(row.accountNo)) errors[at("accountNo")] = messageView(`${T}.accountFormat`);
    const n = hundredths(row.ratio);
    if (n === null || n <= 0 || n > 10_000) errors[at("ratio")] = messageView(`${T}.ratioFormat`);
    else total += n;
    receivers.push({ ...row, ratio: n === null ? row.ratio : percent(n) });
  }
  return { receivers, errors, total };
}

export const saveStoreSplit = (args: Args) =>
  screenIntents(args, (operator) => ({
    save: {
      permission: "store_sub_edit",
      run: async (ctx) => {
        await requireSplitScreen(operator);
        const parsed = formSchema.safeParse({
          storeId: ctx.formData.get("storeId") ?? "",
          splitStatus: ctx.formData.get("splitStatus") ?? "0",
          splitMode: ctx.formData.get("splitMode") ?? "1",
        });
        const { receivers, errors, total } = readReceivers(ctx.formData);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) errors[String(issue.path[0])] = messageView(issue.message);
        }
        let formError: FormMessageView | null = null;
        if (total > 10_000) formError = messageView(`${T}.ratioSum`);
        else if (parsed.success && parsed.data.splitStatus === "1" && receivers.length === 0)
          formError = messageView(`${T}.receiverRequired`);
        if (!parsed.success || Object.keys(errors).length > 0 || formError)
          return answer(ctx, { fieldErrors: errors, formError });
        const { storeId, splitStatus, splitMode } = parsed.data;
        await storedHeld(operator, merchant.store.detail, storeId, "merchant");
        await operator.api.call(merchant.storeSplit.submit, { json: { storeId, splitStatus, splitMode, receivers } });
        return redirectWithFlash(`/storeSub?storeId=${storeId}`, { ...DONE, tone: "success" });
      },
    },
  }));
