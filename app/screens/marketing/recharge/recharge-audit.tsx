/**
 * 充值订单's 审核 dialog on the list's URL (?op=audit&id=…): the order's summary and its payment
 * screenshots, what 通过 does (the flow it credits, computed on the server in exact fen) and
 * what 驳回 does, the choice, and the 驳回原因 a rejection needs. A plain post form: it works
 * without JavaScript, and a refusal (the toll service's words) shows in it with the choice and
 * the reason kept.
 */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { useOpDialog } from "~/kit/ui/op-dialog";
import { DecisionForm, DecisionOutcomes } from "~/kit/ui/decision-dialog";
import { DetailList } from "~/kit/ui/entity-form";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { fileHref, fileRefs } from "~/lib/file-ref";
import { exactMoney } from "~/lib/money";
import { AUDIT_REMARK_MAX, PENDING, type Recharge, rechargeScreen } from "./screen";
import type { RechargeExtra } from "./screen.server";
import { labelOf } from "~/screens/_shared/marketing/toll";
import { OpMissing } from "~/kit/ui/row-ops";
import { sayOptions, useSay } from "~/kit/ui/say";

export type RechargeData = ScreenLoaderData<Recharge> & RechargeExtra;

const money = (value: string) => exactMoney(value) ?? "0.00";

/** The payment screenshots (comma-joined file references, ADR 030): each shown through the console's /files route. */
export function screenshotLinks(value: string): string[] {
  return fileRefs(value).map((ref) => fileHref(ref));
}

/** Thumbnails, each a link opening the full image in a new tab. */
export function Screenshots(props: { value: string }) {
  const say = useSay(rechargeScreen);
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
            title={say("openFull")}
            className="hover:border-primary block rounded-md border p-0.5"
          >
            <img
              src={link}
              alt={say("screenshotAlt", { n: String(i + 1) })}
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
  const say = useSay(rechargeScreen);
  const { data } = props;
  const dialog = useOpDialog(rechargeScreen, data.query, "audit", props.actionData);
  if (!dialog) return null;
  const { closeHref } = dialog;
  const row = data.audit?.row;
  const title = say("audit");
  if (!row) return <OpMissing title={title} closeHref={closeHref} />;
  const tenant = row.tenantName || labelOf(data.tenants, row.tenantId);
  if (row.orderState !== PENDING) {
    const message = say("alreadyAudited", { state: labelOf(data.states, row.orderState) });
    return <NoticeDialog title={`${title} · ${row.orderNo}`} closeHref={closeHref} message={message} tone="plain" />;
  }
  // In a running approval process (ADR 025): approved step by step in 我的待办, not here.
  if (row.flowStep)
    return (
      <NoticeDialog
        title={`${title} · ${row.orderNo}`}
        closeHref={closeHref}
        message={say("inProcess", { step: row.flowStep })}
        tone="plain"
      />
    );
  const summary = [
    { label: say("orderNo"), value: row.orderNo },
    { label: say("tenant"), value: tenant },
    { label: say("deptName"), value: row.deptName },
    { label: say("comboName"), value: row.comboName },
    { label: say("flowAmount"), value: money(row.flowAmount) },
    { label: say("buyNum"), value: row.buyNum == null ? "" : String(row.buyNum) },
    { label: say("actualPrice"), value: money(row.actualPrice) },
    { label: say("createTime"), value: row.createTime },
    { label: say("companyName"), value: row.companyName },
    { label: say("bankAccount"), value: row.bankAccount },
    { label: say("bank"), value: row.bank },
    { label: say("payCertificate"), value: <Screenshots value={row.payCertificate} />, wide: true },
  ];
  return (
    <UrlDialog title={`${title} · ${row.orderNo}`} closeHref={closeHref} size="lg">
      <DetailList items={summary} />
      <DecisionOutcomes
        items={[
          {
            key: "1",
            label: say("results.1"),
            means: say("approveMeans", { tenant, credit: data.audit?.credit ?? "—" }),
          },
          { key: "2", label: say("results.2"), means: say("rejectMeans") },
        ]}
      />
      <DecisionForm
        {...dialog.form}
        intent="audit"
        hidden={{ id: row.id }}
        choice={{ name: "orderState", label: say("result"), options: sayOptions(say, "results", ["1", "2"]) }}
        remark={{
          name: "auditRemark",
          label: say("auditRemark"),
          maxLength: AUDIT_REMARK_MAX,
          sensitive: true,
          hint: say("auditRemarkHint"),
        }}
      />
    </UrlDialog>
  );
}
