/**
 * The approve/reject form of a review dialog (充值订单审核, 结算审核, 差错处理, 资金复核, 我的待办):
 * a required choice, any fields the screen adds, and a remark, confirmed with 确定. The dialog
 * around it (title, summary, what each choice does) stays the screen's own.
 */
import type { KitActionData } from "~/kit/server/action.server";
import { useT } from "~/lib/i18n";
import { EntityForm, type FormField } from "./entity-form";
import type { Option } from "./filter-bar";

type Labelled = Omit<FormField, "kind" | "options">;

export function DecisionForm(props: {
  intent: string;
  menuCode: string;
  state: KitActionData | undefined;
  closeHref: string;
  /** The row's keys posted with the decision. */
  hidden: Record<string, string>;
  /** The decision itself: a radio group the operator must answer. */
  choice: Labelled & { options: Option[] };
  /** Fields between the choice and the remark (e.g. 差错处理's channel action). */
  extra?: FormField[];
  /** The free-text remark (a textarea). */
  remark: Labelled;
  /** The choice already made when the form opens (a key that opened it: 我的审批's a / r), else none. */
  chosen?: string;
}) {
  const t = useT();
  const fields: FormField[] = [
    { ...props.choice, kind: "radio", required: true },
    ...(props.extra ?? []),
    { ...props.remark, kind: "textarea" },
  ];
  return (
    <EntityForm
      intent={props.intent}
      menuCode={props.menuCode}
      state={props.state}
      closeHref={props.closeHref}
      hidden={props.hidden}
      initial={{
        ...Object.fromEntries(fields.map((field) => [field.name, ""])),
        [props.choice.name]: props.chosen ?? "",
      }}
      submitLabel={t("kit.confirm")}
      fields={fields}
    />
  );
}

/** What each choice does, one line each ("通过：…"), shown above the form. */
export function DecisionOutcomes(props: { items: { key: string; label: string; means: string }[] }) {
  return (
    <ul className="bg-muted/50 grid gap-1 rounded-md px-3 py-2 text-sm">
      {props.items.map((item) => (
        <li key={item.key}>
          <strong>{item.label}</strong>：{item.means}
        </li>
      ))}
    </ul>
  );
}
