/**
 * 充值订单's page parts: tenants, states (recharge_state, as badges) and pay types (pay_type)
 * by their names, money as spec §5 shows it, the detail's payment screenshots as thumbnails
 * (each opening the full image in a new tab) and its 驳回原因 when rejected, and 审核 on a
 * 待审核 row for operators holding recharge_audit (the dialog: recharge-audit.tsx).
 */
import { useLocation } from "react-router";
import type { KitActionData } from "~/kit/server/action.server";
import { RowLink } from "~/kit/ui/list-actions";
import { usePermissions } from "~/kit/ui/use-permissions";
import { exactMoney } from "~/lib/money";
import { PENDING, type Recharge, rechargeScreen } from "./screen";
import { AuditDialog, type RechargeData, Screenshots } from "./recharge-audit";
import { labelOf } from "~/screens/_shared/marketing/toll";
import { opHref, StateBadge, type Tone } from "~/kit/ui/row-ops";
import { useSay } from "~/kit/ui/say";

const STATE_TONES: Record<string, Tone> = { "0": "warning", "1": "success", "2": "danger" };

export function useRechargeParts(data: RechargeData, actionData: KitActionData | undefined) {
  const say = useSay(rechargeScreen);
  const { can } = usePermissions();
  const location = useLocation();
  const state = (row: Recharge) => (
    <StateBadge tone={STATE_TONES[row.orderState] ?? "muted"} label={labelOf(data.states, row.orderState)} />
  );
  const payType = (row: Recharge) => labelOf(data.payTypes, row.payType) || "—";
  const tenant = (row: Recharge) => row.tenantName || labelOf(data.tenants, row.tenantId) || "—";
  return {
    filterOptions: { tenantId: data.tenants, orderState: data.states },
    cells: { tenantName: tenant, payType, orderState: state },
    details: {
      tenantName: tenant,
      payType,
      orderState: state,
      price: (row: Recharge) => exactMoney(row.price) ?? "0.00",
      chargeRatio: (row: Recharge) => (row.chargeRatio ? `${row.chargeRatio}%` : "—"),
      auditRemark: (row: Recharge) => (row.orderState === "2" ? row.auditRemark || "—" : "—"),
      payCertificate: (row: Recharge) => <Screenshots value={row.payCertificate} />,
    },
    rowExtras: can("recharge_audit")
      ? (row: Recharge) =>
          row.orderState === PENDING ? (
            <RowLink
              to={opHref(rechargeScreen.path, location.search, "audit", row.id)}
              label={say("audit")}
              rowLabel={rechargeScreen.rowLabel(row)}
            />
          ) : null
      : undefined,
    children: <AuditDialog data={data} actionData={actionData} />,
  };
}
