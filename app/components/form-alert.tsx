import { CircleAlertIcon, InfoIcon } from "~/components/auth-icons";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { type FormMessageView, messageText, useT } from "~/lib/i18n";

/** A form-level message: a locale key with values, or a server text shown as it came. */
export function FormAlert({ message, tone = "error" }: { message: FormMessageView | null; tone?: "error" | "info" }) {
  const t = useT();
  if (!message) return null;
  const text = messageText(t, message);
  return (
    <Alert variant={tone === "error" ? "destructive" : "default"} role={tone === "error" ? "alert" : "status"}>
      {tone === "error" ? <CircleAlertIcon /> : <InfoIcon />}
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
