/**
 * 冻结管理 on the server: the page, the open freeze's history, the account a 冻结 form is for
 * (?op=freeze&accountId=…, or found by its owner's number) and the freeze a 解冻 dialog is about;
 * the actions freeze (freeze_add) and unfreeze (freeze_edit), each checked against the partner
 * scope on what is stored before anything is sent, amounts compared in integer fen.
 */
import { account as accountApi, type FreezeEvent } from "@contract";
import { z } from "zod";
import { ActionRefused, answer, type IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { ListQuery } from "~/kit/shared/query";
import { fenToYuan, yuanToFen } from "~/lib/fen";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { fetchHeldDetail, heldScreen, storedHeld } from "~/kit/server/partner-scope.server";
import { listWithoutOp } from "~/kit/server/row-ops.server";
import { type Account, accountInfoScreen } from "~/screens/account/accountInfo/screen";
import { FREEZE_REASON_MAX, FREEZE_TYPES, type Freeze, freezeScreen } from "./screen";
import { formOf, invalid } from "~/kit/server/row-form.server";

export type { FreezeEvent };
export type FreezeExtra = {
  history: FreezeEvent[] | null;
  /** The account a 冻结 form is for (null: the form asks for its number). */
  account: Account | null;
  /** The freeze a 解冻 dialog is about. */
  unfreeze: { row: Freeze | null } | null;
};

const held = heldScreen(freezeScreen, "merchant");
const toFreeze = rowReader(freezeScreen);
const toAccount = rowReader(accountInfoScreen);
const heldAccounts = heldScreen(accountInfoScreen, "merchant");
const ID = /^\d{1,19}$/;

export function freezeLoadOptions(operator: Operator, request: Request) {
  const params = new URL(request.url).searchParams;
  const op = params.get("op");
  const accountId = params.get("accountId") ?? "";
  const opId = params.get("id") ?? "";
  return (query: ListQuery): LoadOptions<Freeze, FreezeExtra> => {
    const viewing = query.dialog === "view" && query.id ? query.id : null;
    let history: FreezeEvent[] | null = null;
    const detail = viewing
      ? fetchHeldDetail(
          operator,
          accountApi.freeze.detail,
          viewing,
          (raw) => {
            history = Array.isArray(raw.history) ? (raw.history as FreezeEvent[]) : [];
            return toFreeze(raw);
          },
          "merchant",
        )
      : null;
    const account = op === "freeze" && ID.test(accountId) ? heldAccounts.detail(accountId, operator) : null;
    const unfreeze = op === "unfreeze" && ID.test(opId) ? held.detail(opId, operator) : null;
    return {
      list: (q) => held.list(q, operator),
      detail: detail ? () => detail : undefined,
      extra: Promise.all([detail, account, unfreeze]).then(([d, a, u]) => ({
        history: d?.value ? history : null,
        account: a?.value ?? null,
        unfreeze: u ? { row: u.value } : null,
      })),
    };
  };
}

const amountField = (required: string, invalidKey: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((value) => (yuanToFen(value) ?? 0) > 0, invalidKey);
const reasonField = z
  .string()
  .trim()
  .min(1, "money.freeze.reasonRequired")
  .max(FREEZE_REASON_MAX, "kit.validation.tooLong");

export const freezeSchema = z.object({
  accountId: z.string().trim().optional(),
  ownerType: z.enum(["1", "2"]).optional(),
  ownerNo: z.string().trim().max(32, "kit.validation.tooLong").optional(),
  amount: amountField("money.freeze.amountRequired", "money.freeze.amountInvalid"),
  freezeType: z.enum(FREEZE_TYPES, { error: "money.freeze.typeRequired" }),
  reason: reasonField,
});

export const unfreezeSchema = z.object({
  id: rowIdField,
  amount: amountField("money.freeze.amountRequired", "money.freeze.amountInvalid"),
  reason: reasonField,
});

/** The account the form names: its id (from 账户列表), else its owner's type and number, found in the operator's scope. */
async function accountOf(operator: Operator, value: z.infer<typeof freezeSchema>): Promise<Account | FormMessageView> {
  if (value.accountId && ID.test(value.accountId))
    return toAccount(await storedHeld(operator, accountApi.account.detail, value.accountId, "merchant"))!;
  if (!value.ownerNo) return { key: "money.freeze.ownerRequired" } as FormMessageView;
  const page = await operator.api.call(accountApi.account.list, {
    query: { ownerType: value.ownerType ?? "1", keyword: value.ownerNo, current: 1, size: 20 },
  });
  const found = page.records.map((r) => toAccount(r)).find((a) => a?.ownerNo === value.ownerNo);
  if (!found) return { key: "money.freeze.ownerNotFound" } as FormMessageView;
  return toAccount(await storedHeld(operator, accountApi.account.detail, found.id, "merchant"))!;
}

/** The amount asked in fen, or `tooMuch` when it is more than the `limit` (yuan) there is to take from. */
function asked(amount: string, limit: string, tooMuch: FormMessageView): number | FormMessageView {
  const fen = yuanToFen(amount)!;
  return fen > (yuanToFen(limit) ?? 0) ? tooMuch : fen;
}

const freeze = (operator: Operator): IntentHandler => ({
  permission: "freeze_add",
  run: async (ctx) => {
    const parsed = freezeSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    const account = await accountOf(operator, parsed.data);
    if (!("id" in account)) return answer(ctx, { fieldErrors: { ownerNo: account } });
    const amount = asked(parsed.data.amount, account.available, {
      key: "money.freeze.tooMuch",
      values: { available: account.available },
    });
    if (typeof amount !== "number") return answer(ctx, { fieldErrors: { amount } });
    const done = await operator.api.call(accountApi.freeze.save, {
      json: {
        accountId: account.id,
        amount: fenToYuan(amount),
        freezeType: parsed.data.freezeType,
        reason: parsed.data.reason,
      },
    });
    return redirectWithFlash(withoutForm(ctx.request), {
      key: done.reviewing ? "money.freeze.reviewing" : "money.freeze.frozenDone",
      tone: "success",
    });
  },
});

const unfreeze = (operator: Operator): IntentHandler => ({
  permission: "freeze_edit",
  run: async (ctx) => {
    const parsed = unfreezeSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    const stored = toFreeze(await storedHeld(operator, accountApi.freeze.detail, parsed.data.id, "merchant"));
    if (!stored) throw new ActionRefused({ key: "kit.notFound" }, 404);
    const amount = asked(parsed.data.amount, stored.remaining, {
      key: "money.freeze.unfreezeTooMuch",
      values: { remaining: stored.remaining },
    });
    if (typeof amount !== "number") return answer(ctx, { fieldErrors: { amount } });
    const done = await operator.api.call(accountApi.freeze.unfreeze, {
      json: { id: stored.id, amount: fenToYuan(amount), reason: parsed.data.reason },
    });
    return redirectWithFlash(withoutForm(ctx.request), {
      key: done.reviewing ? "money.freeze.reviewing" : "money.freeze.unfrozenDone",
      tone: "success",
    });
  },
});

/** The list without the form's parameters. */
function withoutForm(request: Request): string {
  const url = new URL(listWithoutOp(request), "http://x");
  url.searchParams.delete("accountId");
  return `${url.pathname}${url.search}`;
}

export const freezeActions: ActionOptions = {
  intents: (operator) => ({ freeze: freeze(operator), unfreeze: unfreeze(operator) }),
};
