/**
 * The flow top-up on the Worker (issue 16, ADR 017): who may buy, the shell's low-balance prompt
 * (once per session), what the dialog and the /topup pages read, and the transfer: the amount
 * computed again from the backend's own combo, the screenshots checked and uploaded, then
 * recharge/save with the payload of spec §3.
 */
import { system, toll } from "@contract";
import { type RouterContextProvider } from "react-router";
import { systemDictionary } from "~/kit/server/dictionary.server";
import { menuHasAny } from "~/kit/server/kit-access.server";
import { type Loaded, settle, text } from "~/kit/server/page.server";
import { uploadImage } from "~/kit/server/upload.server";
import { fenToYuan, orderAmount, yuanToFen } from "~/lib/fen";
import { fileRefs } from "~/lib/file-ref";
import type { FormMessageView } from "~/lib/i18n";
import { type Operator, workerEnv } from "~/server/auth.server";
import { BackendError, orNullOnBackendError } from "~/server/backend.server";
import { sessionStub } from "~/server/session.server";
import { type Combo, type Company, MAX_CERTIFICATES, type RechargeOrder, type TopUpData } from "./topup";

/** The screen a buyer holds (ADR 017): the tenant's own 充值订单. */
export const TOP_UP_SCREEN = "/marketing/recharge";
/** Spec §9: the package list's page size. */
const PACKAGE_PAGE_SIZE = 1_000_000;

export const canTopUp = (operator: Operator): Promise<boolean> => menuHasAny(operator, [TOP_UP_SCREEN]);

/** The operator's first department (a user may hold several, comma-joined). */
export const operatorDept = (operator: Operator): string => operator.record.user.deptId.split(",")[0] ?? "";

export type TopUpPrompt = { low: boolean; canBuy: boolean; offer: boolean };

/**
 * The shell's banner and dialog: low when the tenant's flow state has isPop 1; the dialog is
 * offered once per session (the session's Durable Object remembers), to those who may buy.
 */
export async function loadTopUpPrompt(
  operator: Operator,
  context: Readonly<RouterContextProvider>,
): Promise<TopUpPrompt> {
  const [state, canBuy] = await Promise.all([
    orNullOnBackendError(
      operator.api.call(toll.flowCount.getStateByTenantId, { query: { tenantId: operator.record.tenantId } }),
    ),
    canTopUp(operator).catch(() => false),
  ]);
  const low = Number(state && "isPop" in state ? state.isPop : 0) === 1;
  const offer = low && canBuy ? await sessionStub(workerEnv(context), operator.sessionId).offerTopUp() : false;
  return { low, canBuy, offer };
}

const toCombo = (raw: Record<string, unknown>): Combo => ({
  id: text(raw.id),
  comboName: text(raw.comboName),
  flowAmount: text(raw.flowAmount),
  chargeRatio: text(raw.chargeRatio),
  price: text(raw.price),
});

const toOrder = (raw: Record<string, unknown>): RechargeOrder => ({
  id: text(raw.id),
  orderNo: text(raw.orderNo),
  comboName: text(raw.comboName),
  buyNum: text(raw.buyNum),
  actualPrice: text(raw.actualPrice),
  orderState: text(raw.orderState),
  auditRemark: text(raw.auditRemark),
  createTime: text(raw.createTime),
});

/** The platform's collecting account for 对公转账: the first enabled company config. */
async function collectingAccount(operator: Operator): Promise<Loaded<Company | null>> {
  const companies = await settle(
    operator.api.call(toll.companyConfig.list, { query: { current: 1, size: 10, status: 1 } }),
    null,
  );
  const c = (companies.value?.records ?? []).find((row) => Number(row.status ?? 1) === 1);
  return {
    value: c ? { companyName: text(c.companyName), bankAccount: text(c.bankAccount), bank: text(c.bank) } : null,
    error: companies.error,
  };
}

/** Everything the dialog and the pages show, read in parallel. */
export async function loadTopUp(operator: Operator): Promise<TopUpData> {
  const deptId = operatorDept(operator);
  const [combos, flow, dept, companies, orders, states] = await Promise.all([
    settle(operator.api.call(toll.tollCombo.list, { query: { current: 1, size: PACKAGE_PAGE_SIZE } }), null),
    orNullOnBackendError(operator.api.call(toll.flowCount.getDetailByDeptId, { query: { deptId } })),
    orNullOnBackendError(operator.api.call(system.dept.detail, { query: { id: deptId } })),
    collectingAccount(operator),
    settle(operator.api.call(toll.recharge.list, { query: { current: 1, size: 10 } }), null),
    systemDictionary(operator, "recharge_state"),
  ]);
  return {
    combos: (combos.value?.records ?? []).filter((c) => Number(c.status) === 1).map(toCombo),
    context: {
      deptName: text(dept && "deptName" in dept ? dept.deptName : ""),
      linkphone: text(dept && "linkphone" in dept ? dept.linkphone : ""),
      flowBalance: text(flow && "flowBalance" in flow ? flow.flowBalance : ""),
    },
    company: companies.value,
    orders: (orders.value?.records ?? []).map(toOrder),
    stateNames: Object.fromEntries(states.map((s) => [s.value, s.label])),
    loadError: combos.error ?? companies.error ?? orders.error,
  };
}

export type TransferResult =
  | { ok: true }
  | {
      ok: false;
      status: number;
      values: Record<string, string | string[]>;
      fieldErrors: Record<string, FormMessageView>;
      formError: FormMessageView | null;
    };

const key = (k: string): FormMessageView => ({ key: k }) as FormMessageView;

/**
 * 对公转账's submit. The browser sends comboId, buyNum, the amount it showed (actualPrice) and the
 * screenshots: references already uploaded (payCertificate, repeated) and, without JavaScript, files
 * (payCertificate$file). The combo, its price and the collecting account are the backend's own.
 */
export async function submitTransfer(operator: Operator, form: FormData): Promise<TransferResult> {
  const comboId = String(form.get("comboId") ?? "").trim();
  const buyNum = String(form.get("buyNum") ?? "").trim();
  const shown = String(form.get("actualPrice") ?? "").trim();
  // References only (ADR 030): anything else (a path, a URL) is not a screenshot this console uploaded.
  let links = fileRefs(
    form
      .getAll("payCertificate")
      .map((v) => (typeof v === "string" ? v : ""))
      .join(","),
  );
  const values = { comboId, buyNum, actualPrice: shown, payCertificate: links };
  const fieldErrors: Record<string, FormMessageView> = {};
  const refuse = (formError: FormMessageView | null, status = 400): TransferResult => ({
    ok: false,
    status,
    values: { ...values, payCertificate: links },
    fieldErrors,
    formError,
  });

  if (!/^\d{1,32}$/.test(comboId)) return refuse(key("topup.comboGone"));
  const files = form.getAll("payCertificate$file").filter((f): f is File => f instanceof File && f.size > 0);
  if (links.length + files.length > MAX_CERTIFICATES) {
    fieldErrors.payCertificate = key("topup.tooManyCertificates");
    return refuse(null);
  }
  const comboRaw = await orNullOnBackendError(operator.api.call(toll.tollCombo.detail, { params: { id: comboId } }));
  if (!comboRaw || !("status" in comboRaw) || Number(comboRaw.status) !== 1) return refuse(key("topup.comboGone"));
  const combo = toCombo(comboRaw);
  const amount = orderAmount(combo.price, buyNum);
  if (!amount) {
    fieldErrors.buyNum = key("topup.unitsInvalid");
    return refuse(null);
  }
  // The amount the operator saw must be the one charged: a forged or stale amount is refused.
  if (yuanToFen(shown) !== yuanToFen(amount))
    return refuse({ key: "topup.amountChanged", values: { amount } } as FormMessageView);
  for (const file of files) {
    const outcome = await uploadImage(operator, file, "all", "payment");
    if ("ref" in outcome) links = [...links, outcome.ref];
    else {
      fieldErrors.payCertificate = "error" in outcome ? key(`kit.upload.${outcome.error}`) : { text: outcome.failure };
      return refuse(null);
    }
  }
  if (links.length === 0) {
    fieldErrors.payCertificate = key("topup.certificateRequired");
    return refuse(null);
  }
  const { value: account, error: accountError } = await collectingAccount(operator);
  if (!account) return refuse(accountError ?? key("topup.noCompany"));
  try {
    await operator.api.call(toll.recharge.save, {
      json: {
        actualPrice: amount,
        bank: account.bank,
        bankAccount: account.bankAccount,
        buyNum: Number(buyNum),
        chargeRatio: combo.chargeRatio,
        comboId: combo.id,
        comboName: combo.comboName,
        companyName: account.companyName,
        createDept: operatorDept(operator),
        flowAmount: fenToYuan(yuanToFen(combo.flowAmount) ?? 0),
        price: combo.price,
        payCertificate: links.join(","),
        orderState: 0,
        payType: 1,
      },
    });
  } catch (error) {
    if (error instanceof BackendError) return refuse(error.view, error.network ? 503 : 400);
    throw error;
  }
  return { ok: true };
}
