/** 入网查询 on the server: the merchant's entries at channels or banks, the partner scope checked again. */
import { merchant } from "@contract";
import type { RouterContextProvider } from "react-router";
import { bizDictionary } from "~/kit/server/dictionary.server";
import { requirePermission } from "~/kit/server/permissions.server";
import { children, type Loaded, settle, text } from "~/kit/server/page.server";
import { ActionRefused } from "~/kit/server/action.server";
import { requireScreen, screenData } from "~/kit/server/screen.server";
import { operatorContext } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { outOfPartnerScope, requireHeld } from "~/kit/server/partner-scope.server";
import { CHANNEL_STATUS, type EntryKind, type EntryStatus } from "./channel-status";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadChannelStatus(kind: EntryKind, { request, context }: Args) {
  const operator = context.get(operatorContext);
  const merchantId = (new URL(request.url).searchParams.get("merchantId") ?? "").trim();
  const wanted = /^\d{1,32}$/.test(merchantId) ? merchantId : "";
  const entry = kind === "bank" ? merchant.mrcInfo.bankChannelStatus : merchant.mrcInfo.channelStatus;
  const read = async (): Promise<EntryStatus | null> => {
    if (!wanted) return null;
    const raw = await (
      operator.api.call(entry, { query: { merchantId: wanted } }) as Promise<Record<string, unknown>>
    ).catch((error: unknown) => {
      throw error instanceof BackendError && error.code === 403 ? outOfPartnerScope() : error;
    });
    await requireHeld(operator, raw && raw.merchantId ? raw : null, "merchant");
    return {
      merchantId: text(raw.merchantId),
      merchantNo: text(raw.merchantNo),
      merchantFullName: text(raw.merchantFullName),
      regStatus: text(raw.regStatus),
      records: children(raw.records).map((r) => ({
        id: text(r.id),
        channelCode: text(r.channelCode),
        channelName: text(r.channelName),
        channelMchNo: text(r.channelMchNo),
        regStatus: text(r.regStatus),
        applyTime: text(r.applyTime),
        regTime: text(r.regTime),
        rejectReason: text(r.rejectReason),
      })),
    };
  };
  await requireScreen(context);
  requirePermission(operator, "merchant_channel");
  const [loaded, regStatus] = await Promise.all([
    // The console's own scope refusal shows like the backend's.
    settle(read(), null).catch((error: unknown): Loaded<EntryStatus | null> => {
      if (error instanceof ActionRefused) return { value: null, error: error.view };
      throw error;
    }),
    bizDictionary(operator, "reg_status"),
  ]);
  return screenData(request, context, CHANNEL_STATUS, {
    kind,
    merchantId: wanted,
    status: loaded.value,
    loadError: loaded.error,
    regStatus,
  });
}
