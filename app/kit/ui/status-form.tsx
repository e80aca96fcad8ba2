/**
 * 修改状态 for one row of a list: the row's statuses in a select and a button, posted as the
 * `status` intent with the row's id. A plain post form (works without JavaScript); while it is
 * submitting, only this row's button is disabled.
 */
import { Form, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { cn } from "~/lib/utils";
import type { Option } from "./filter-bar";
import { OptionList } from "./option-list";

export function RowStatusForm(props: {
  id: string;
  /** The status field's name (e.g. merchantStatus). */
  name: string;
  value: string;
  options: Option[];
  /** The select's accessible name (which row it changes). */
  label: string;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "status" &&
    navigation.formData.get("id") === props.id;
  return (
    <Form method="post" preventScrollReset className="inline-flex items-center gap-1">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={props.id} />
      <select
        name={props.name}
        defaultValue={props.value}
        aria-label={props.label}
        className="border-input bg-background h-8 rounded-md border px-1 text-sm"
      >
        <OptionList options={props.options} />
      </select>
      <button type="submit" disabled={busy} className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}>
        {props.submitLabel}
      </button>
    </Form>
  );
}
