/**
 * GET /reconciliation/bill/statement?id=<batch> — 下载对账单: the channel statement of a batch's
 * day (CSV, UTF-8 with a BOM, Chinese headers) as the sandbox writes it, streamed through
 * (button recon_export; a refusal goes back to 对账单 with the reason).
 */
import { passBackendFile } from "~/kit/server/export/backend-file.server";
import { can } from "~/kit/server/permissions.server";
import type { Translate } from "~/lib/i18n";
import { reconBillScreen } from "~/screens/reconciliation/bill/screen";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext);
  const t = getInstance(context).t as unknown as Translate;
  if (!can(operator, "recon_export"))
    return new Response(t("kit.forbidden"), { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!/^\d{1,32}$/.test(id)) return new Response(null, { status: 404 });
  const name = (getInstance(context).t as unknown as (key: string, options: { defaultValue: string }) => string)(
    "menu.reconBill",
    { defaultValue: reconBillScreen.name },
  );
  return passBackendFile(operator, {
    entry: "recon.reconBatch.statement",
    request: { query: { id } },
    name,
    backTo: reconBillScreen.path,
    t,
  });
}
