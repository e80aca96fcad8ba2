/**
 * A personal field in a detail (ADR 029): the masked value the loader sent, and 查看完整 for an
 * operator holding the screen's button. It is a form posting intent `reveal` to the list's own
 * URL (the dialog stays open): without JavaScript the page comes back with the field whole,
 * with it the field turns whole in place. The server checks the button and the row's scope and
 * records the view before it answers.
 */
import { Form, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import type { KitActionData } from "~/kit/server/action.server";
import { useT } from "~/lib/i18n";
import { looksMasked } from "~/lib/personal-data";
import { cn } from "~/lib/utils";

export function PersonalValue(props: {
  id: string;
  field: string;
  label: string;
  value: string;
  canReveal: boolean;
  state: KitActionData | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const revealed =
    props.state?.intent === "reveal" &&
    props.state.revealed?.id === props.id &&
    props.state.revealed.field === props.field
      ? props.state.revealed.value
      : null;
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "reveal" &&
    navigation.formData.get("field") === props.field;
  const shown = revealed ?? props.value;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2" data-personal={props.field}>
      <span className="font-mono">{shown || "—"}</span>
      {revealed !== null ? (
        <span className="text-muted-foreground text-xs" role="status">
          {t("kit.personal.revealed")}
        </span>
      ) : props.canReveal && looksMasked(props.value) ? (
        <Form method="post" preventScrollReset className="inline">
          <input type="hidden" name="intent" value="reveal" />
          <input type="hidden" name="id" value={props.id} />
          <input type="hidden" name="field" value={props.field} />
          <button
            type="submit"
            disabled={busy}
            aria-label={t("kit.personal.revealField", { label: props.label })}
            className={cn(buttonVariants({ variant: "link", size: "sm" }), "h-auto p-0")}
          >
            {t("kit.personal.reveal")}
          </button>
        </Form>
      ) : null}
    </span>
  );
}
