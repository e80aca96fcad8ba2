/**
 * A row's action in one click (解绑, 重置密码, 启用/停用): a plain post form (works without
 * JavaScript) sending `intent` with the row's keys; while it is on its way, only this row's
 * button is disabled (as RowStatusForm's).
 */
import { Form, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { cn } from "~/lib/utils";

export function RowPostButton(props: {
  intent: string;
  /** The row's keys and values posted with the intent. */
  fields: Record<string, string>;
  label: string;
  /** The button's accessible name: the action and which row. */
  rowLabel: string;
}) {
  const navigation = useNavigation();
  const sent = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy =
    sent?.get("intent") === props.intent &&
    Object.entries(props.fields).every(([name, value]) => sent.get(name) === value);
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        disabled={busy}
        aria-label={props.rowLabel}
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
      >
        {props.label}
      </button>
    </Form>
  );
}
