import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import { BANK_TYPE_IDS, type BankInfo } from "~/features/system/bank-info";
import { bankInfoAction, loadBankInfoScreen } from "~/features/system/bank-info.server";
import { type Translate, useT } from "~/lib/i18n";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/bank-info";
import { menuTitle } from "~/lib/menu-title";

/** 银行信息: bank branches (search, page, sort, create, edit, delete, batch delete). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBankInfoScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return bankInfoAction(request, context.get(operatorContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: menuTitle(matches, "bankInfo", "银行信息") }];
}

export default function BankInfoScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <BankInfoBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

function BankInfoBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const types = BANK_TYPE_IDS.map((value) => ({ value, label: t(`system.bank.types.${value}`) }));
  return (
    <CrudScreen<BankInfo>
      screen="bank-info"
      menuCode="bankInfo"
      path="/system/bankInfo"
      title={t("menu.bankInfo")}
      data={props.data}
      actionData={props.actionData}
      filters={[
        { name: "bankName", label: t("system.bank.bankName"), placeholder: t("system.bank.bankNamePlaceholder") },
        { name: "bankCity", label: t("system.bank.bankCity") },
        { name: "bankTypeId", label: t("system.bank.bankType"), kind: "select", options: types },
      ]}
      columns={[
        { key: "bankName", label: t("system.bank.bankName"), sort: "bankName", hideable: false, cell: (row) => row.bankName },
        { key: "bankCode", label: t("system.bank.bankCode"), sort: "bankCode", hideable: false, cell: (row) => <span className="font-mono">{row.bankCode}</span> },
        { key: "bankTypeName", label: t("system.bank.bankType"), sort: "bankTypeId", cell: (row) => typeLabel(t, row) || "—" },
        { key: "bankProvince", label: t("system.bank.bankProvince"), sort: "bankProvince", cell: (row) => row.bankProvince || "—" },
        { key: "bankCity", label: t("system.bank.bankCity"), sort: "bankCity", cell: (row) => row.bankCity || "—" },
        { key: "address", label: t("system.bank.address"), cell: (row) => row.address || "—" },
      ]}
      rowId={(row) => row.id}
      rowLabel={(row) => row.bankName}
      buttons={{ create: "bank_info_add", edit: "bank_info_edit", delete: "bank_info_delete", view: true }}
      batch={[{ intent: "batch-delete", label: t("kit.batchDelete"), permission: "bank_info_delete", danger: true }]}
      form={{
        fields: () => [
          { name: "bankName", label: t("system.bank.bankName"), required: true, maxLength: 100, wide: true },
          { name: "bankCode", label: t("system.bank.bankCode"), required: true, maxLength: 12, hint: t("system.bank.bankCodeHint") },
          { name: "bankTypeId", label: t("system.bank.bankType"), required: true, kind: "select", options: types },
          { name: "bankProvince", label: t("system.bank.bankProvince"), required: true, maxLength: 50 },
          { name: "bankCity", label: t("system.bank.bankCity"), required: true, maxLength: 50 },
          { name: "address", label: t("system.bank.address"), kind: "textarea", maxLength: 200 },
        ],
        initial: (row) => ({
          bankName: row?.bankName ?? "",
          bankCode: row?.bankCode ?? "",
          bankTypeId: row?.bankTypeId ?? "",
          bankProvince: row?.bankProvince ?? "",
          bankCity: row?.bankCity ?? "",
          address: row?.address ?? "",
        }),
      }}
      detail={(row) => [
        { label: t("system.bank.bankName"), value: row.bankName, wide: true },
        { label: t("system.bank.bankCode"), value: row.bankCode },
        { label: t("system.bank.bankType"), value: typeLabel(t, row) },
        { label: t("system.bank.bankProvince"), value: row.bankProvince },
        { label: t("system.bank.bankCity"), value: row.bankCity },
        { label: t("system.bank.address"), value: row.address, wide: true },
        { label: t("system.bank.createTime"), value: row.createTime },
      ]}
    />
  );
}

/** The type's name in the page's language (the backend's name for an unknown id). */
function typeLabel(t: Translate, row: BankInfo): string {
  const known = BANK_TYPE_IDS.find((id) => id === row.bankTypeId);
  return known ? t(`system.bank.types.${known}`) : row.bankTypeName;
}

export { ErrorBoundary } from "~/components/route-error";
