import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** A submit button carrying its form's intent; it says it is busy while that intent is pending. */
export function IntentButton(props: {
  intent: string;
  label: string;
  busyLabel: string;
  variant?: "default" | "outline";
  size?: "default" | "lg";
  className?: string;
  formNoValidate?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent;
  return (
    <Button
      type="submit"
      name="intent"
      value={props.intent}
      variant={props.variant}
      size={props.size}
      className={props.className}
      formNoValidate={props.formNoValidate}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? props.busyLabel : props.label}
    </Button>
  );
}
