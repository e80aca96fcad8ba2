import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { type FormMessageView, messageText, useT } from "~/lib/i18n";

/** A form's own error (not a field's), above its fields; nothing when there is none. */
export function FormError(props: { message: FormMessageView | null | undefined }) {
  const t = useT();
  return props.message ? (
    <p role="alert" className="border-destructive/50 text-destructive rounded-md border px-3 py-2 text-sm">
      {messageText(t, props.message)}
    </p>
  ) : null;
}

/**
 * A dialog form's last row: 取消 (a link back) and the submit button, which says while it is
 * busy: 保存中… for a save (aria-busy too), 处理中… for a confirmation (red when it destroys).
 */
export function DialogButtons(props: {
  cancelHref: string;
  busy: boolean;
  label: string;
  kind?: "save" | "confirm" | "danger";
}) {
  const t = useT();
  const save = (props.kind ?? "save") === "save";
  return (
    <div className="flex justify-end gap-2">
      <Link to={props.cancelHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
        {t("kit.cancel")}
      </Link>
      <Button
        type="submit"
        variant={props.kind === "danger" ? "destructive" : undefined}
        disabled={props.busy}
        aria-busy={save ? props.busy || undefined : undefined}
      >
        {props.busy ? t(save ? "kit.saving" : "kit.working") : props.label}
      </Button>
    </div>
  );
}
