/**
 * 资金复核's page parts: the kind and state as tags, the amount by spec §5, and 复核 on a waiting
 * request the operator did not make and may carry out (its action's button): a row dialog with
 * the request (who asked, when, why), 通过 or 驳回 and a remark a rejection needs.
 */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DecisionForm } from "~/kit/ui/decision-dialog";
import { DetailList } from "~/kit/ui/entity-form";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { OpMissing, type Tone } from "~/kit/ui/row-ops";
import { StateText, useSay } from "~/kit/ui/say";
import { money } from "~/screens/_shared/money/money-page";
import { type MoneyRequest, moneyReviewScreen, REVIEW_CODES, REVIEW_REMARK_MAX } from "./screen";
import type { ReviewExtra } from "./screen.server";

export type ReviewData = ScreenLoaderData<MoneyRequest> & ReviewExtra;

const TONES: Record<string, Tone> = { "0": "warning", "1": "success", "2": "muted", "3": "danger" };

export function useReviewParts(data: ReviewData, actionData: KitActionData | undefined) {
  const say = useSay(moneyReviewScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(moneyReviewScreen, (row: MoneyRequest) => row.targetLabel);
  const state = (row: MoneyRequest) => <StateText tones={TONES} value={row.state} say={say} />;
  const mayReview = (row: MoneyRequest) =>
    row.state === "0" && row.requestUser !== data.me && can(REVIEW_CODES[row.kind] ?? "");
  return {
    cells: { state, amount: (row: MoneyRequest) => <strong className="tabular-nums">{money(row.amount)}</strong> },
    details: { state, amount: (row: MoneyRequest) => money(row.amount) },
    rowExtras: (row: MoneyRequest) => (mayReview(row) ? opLink("review", row, say("review")) : null),
    children: <ReviewDialog data={data} actionData={actionData} />,
  };
}

function ReviewDialog(props: { data: ReviewData; actionData: KitActionData | undefined }) {
  const say = useSay(moneyReviewScreen);
  const dialog = useOpDialog(moneyReviewScreen, props.data.query, "review", props.actionData);
  if (!dialog) return null;
  const { closeHref } = dialog;
  const row = props.data.review?.row;
  if (!row) return <OpMissing title={say("review")} closeHref={closeHref} />;
  if (row.state !== "0")
    return (
      <NoticeDialog
        title={say("review")}
        closeHref={closeHref}
        message={say("alreadyReviewed", { state: say(`states.${row.state}`) })}
        tone="plain"
      />
    );
  if (row.requestUser === props.data.me)
    return <NoticeDialog title={say("review")} closeHref={closeHref} message={say("ownRequest")} tone="plain" />;
  return (
    <UrlDialog title={`${say("review")} · ${say(`kinds.${row.kind}`)}`} closeHref={closeHref}>
      <DetailList
        items={[
          { label: say("targetLabel"), value: row.targetLabel },
          { label: say("amount"), value: money(row.amount) },
          { label: say("requestUserName"), value: row.requestUserName },
          { label: say("requestTime"), value: row.requestTime },
          { label: say("reason"), value: row.reason, wide: true },
        ]}
      />
      <p className="text-muted-foreground text-sm">{say("approveMeans")}</p>
      <DecisionForm
        {...dialog.form}
        intent="review"
        hidden={{ id: row.id }}
        choice={{
          name: "approve",
          label: say("result"),
          options: [
            { value: "true", label: say("approve") },
            { value: "false", label: say("reject") },
          ],
        }}
        remark={{ name: "remark", label: say("reviewRemark"), maxLength: REVIEW_REMARK_MAX, hint: say("remarkHint") }}
      />
    </UrlDialog>
  );
}
