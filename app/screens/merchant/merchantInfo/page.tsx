/**
 * 商户列表's page parts beyond its descriptor: dictionary labels for status, reg
 * status and type, and per row 修改状态 (a small form, works without JavaScript), 入网查询 and
 * 分账配置 links.
 */
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { RowStatusForm } from "~/kit/ui/status-form";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { Choice, Merchant, MerchantDicts } from "./screen";

type Data = ScreenLoaderData<Merchant> & MerchantDicts;

const labelOf = (choices: Choice[], value: string) => choices.find((c) => c.value === value)?.label ?? value;

const STATUS_TONE: Record<string, string> = {
  "1": "text-emerald-700",
  "2": "text-amber-700",
  "3": "text-muted-foreground",
  "4": "text-destructive",
};

export function useMerchantParts({ merchantStatus, regStatus, merchantType }: Data) {
  const t = useT();
  const { can } = usePermissions();
  const status = (row: Merchant) => (
    <span className={STATUS_TONE[row.merchantStatus] ?? ""}>{labelOf(merchantStatus, row.merchantStatus)}</span>
  );
  const link = (to: string, text: string) => (
    <Link to={to} className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}>
      {text}
    </Link>
  );
  const anyExtra = can("merchant_status") || can("merchant_channel") || can("merchant_sub_edit");
  return {
    filterOptions: { merchantStatus, regStatus },
    cells: {
      merchantStatus: status,
      regStatus: (row: Merchant) => labelOf(regStatus, row.regStatus),
      merchantType: (row: Merchant) => labelOf(merchantType, row.merchantType),
    },
    details: {
      merchantStatus: (row: Merchant) => labelOf(merchantStatus, row.merchantStatus),
      regStatus: (row: Merchant) => labelOf(regStatus, row.regStatus),
      merchantType: (row: Merchant) => labelOf(merchantType, row.merchantType),
    },
    rowExtras: anyExtra
      ? (row: Merchant) => (
          <>
            {can("merchant_status") ? (
              <RowStatusForm
                id={row.id}
                name="merchantStatus"
                value={row.merchantStatus}
                options={merchantStatus}
                label={t("partner.merchantInfo.changeStatusRow", { label: row.merchantNo })}
                submitLabel={t("partner.merchantInfo.changeStatus")}
              />
            ) : null}
            {can("merchant_channel")
              ? link(`/channelStatus?merchantId=${row.id}`, t("partner.merchantInfo.channel"))
              : null}
            {can("merchant_sub_edit") ? link(`/merchantSub?merchantId=${row.id}`, t("partner.merchantInfo.sub")) : null}
          </>
        )
      : undefined,
    form: {
      wide: true,
      fields: (_mode: "create" | "edit", _row: Merchant | null, fields: FormField[]) =>
        fields.map((field) => (field.name === "merchantType" ? { ...field, options: merchantType } : field)),
      remoteLabels: (row: Merchant | null) => ({ agentId: row?.agentName ?? "" }),
    },
  };
}
