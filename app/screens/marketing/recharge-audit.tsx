/**
 * 充值订单's 审核 dialog on the list's URL (?op=audit&id=…): the order's summary and its payment
 * screenshots, what 通过 does (the flow it credits, computed on the server in exact fen) and
 * what 驳回 does, the choice, and the 驳回原因 a rejection needs. A plain post form: it works
 * without JavaScript, and a refusal (the toll service's words) shows in it with the choice and
 * the reason kept.
 */
import { useLocation } from "react-router";
import type { KitActionData } from "~/kit/server/action.server";
import { closedHref } from "~/kit/shared/query";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DecisionForm, DecisionOutcomes } from "~/kit/ui/decision-dialog";
import { DetailList } from "~/kit/ui/entity-form";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { type TranslationKey, useT } from "~/lib/i18n";
import { fileHref, fileRefs } from "~/lib/file-ref";
import { exactMoney } from "~/lib/money";
import { AUDIT_REMARK_MAX, PENDING, type Recharge, rechargeScreen } from "./recharge";
import type { RechargeExtra } from "./recharge.server";
import { labelOf } from "./toll";
import { OpMissing } from "~/kit/ui/row-ops";

export type RechargeData = ScreenLoaderData<Recharge> & RechargeExtra;

export const sayRecharge = (t: ReturnType<typeof useT>, name: string, values?: Record<string, string>) =>
  t(`marketing.recharge.${name}` as TranslationKey, values);

const money = (value: string) => exactMoney(value) ?? "0.00";

/** The payment screenshots (comma-joined file references, ADR 030): each shown through the console's /files route. */
export function screenshotLinks(value: string): string[] {
  return fileRefs(value).map((ref) => fileHref(ref));
}

/** Thumbnails, each a link opening the full image in a new tab. */
export function Screenshots(props: { value: string }) {
  const t = useT();
  const links = screenshotLinks(props.value);
  if (links.length === 0) return <>—</>;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link, i) => (
        <li key={`${link}-${i}`}>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            title={sayRecharge(t, "openFull")}
            className="hover:border-primary block rounded-md border p-0.5"
          >
            <img
              src={link}
              alt={sayRecharge(t, "screenshotAlt", { n: String(i + 1) })}
              loading="lazy"
              className="size-24 rounded object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function AuditDialog(props: { data: RechargeData; actionData: KitActionData | undefined }) {
  const t = useT();
  const location = useLocation();
  const { data } = props;
  if (new URLSearchParams(location.search).get("op") !== "audit") return null;
  const closeHref = closedHref(rechargeScreen.path, data.query, rechargeScreen.defaultSize);
  const row = data.audit?.row;
  const title = sayRecharge(t, "audit");
  if (!row) return <OpMissing title={title} closeHref={closeHref} />;
  const tenant = row.tenantName || labelOf(data.tenants, row.tenantId);
  if (row.orderState !== PENDING) {
    const message = sayRecharge(t, "alreadyAudited", { state: labelOf(data.states, row.orderState) });
    return <NoticeDialog title={`${title} · ${row.orderNo}`} closeHref={closeHref} message={message} tone="plain" />;
  }
  // In a running approval process (ADR 025): approved step by step in 我的待办, not here.
  if (row.flowStep)
    return (
      <NoticeDialog
        title={`${title} · ${row.orderNo}`}
        closeHref={closeHref}
        message={sayRecharge(t, "inProcess", { step: row.flowStep })}
        tone="plain"
      />
    );
  const summary = [
    { label: sayRecharge(t, "orderNo"), value: row.orderNo },
    { label: sayRecharge(t, "tenant"), value: tenant },
    { label: sayRecharge(t, "deptName"), value: row.deptName },
    { label: sayRecharge(t, "comboName"), value: row.comboName },
    { label: sayRecharge(t, "flowAmount"), value: money(row.flowAmount) },
    { label: sayRecharge(t, "buyNum"), value: row.buyNum == null ? "" : String(row.buyNum) },
    { label: sayRecharge(t, "actualPrice"), value: money(row.actualPrice) },
    { label: sayRecharge(t, "createTime"), value: row.createTime },
    { label: sayRecharge(t, "companyName"), value: row.companyName },
    { label: sayRecharge(t, "bankAccount"), value: row.bankAccount },
    { label: sayRecharge(t, "bank"), value: row.bank },
    { label: sayRecharge(t, "payCertificate"), value: <Screenshots value={row.payCertificate} />, wide: true },
  ];
  return (
    <UrlDialog title={`${title} · ${row.orderNo}`} closeHref={closeHref} size="lg">
      <DetailList items={summary} />
      <DecisionOutcomes
        items={[
          {
            key: "1",
            label: sayRecharge(t, "results.1"),
            means: sayRecharge(t, "approveMeans", { tenant, credit: data.audit?.credit ?? "—" }),
          },
          { key: "2", label: sayRecharge(t, "results.2"), means: sayRecharge(t, "rejectMeans") },
        ]}
      />
      <DecisionForm
        intent="audit"
        menuCode={rechargeScreen.menuCode}
        state={props.actionData}
        closeHref={closeHref}
        hidden={{ id: row.id }}
        choice={{
          name: "orderState",
          label: sayRecharge(t, "result"),
          options: [
            { value: "1", label: sayRecharge(t, "results.1") },
            { value: "2", label: sayRecharge(t, "results.2") },
          ],
        }}
        remark={{
          name: "auditRemark",
          label: sayRecharge(t, "auditRemark"),
          maxLength: AUDIT_REMARK_MAX,
          sensitive: true,
          hint: sayRecharge(t, "auditRemarkHint"),
        }}
      />
    </UrlDialog>
  );
}
