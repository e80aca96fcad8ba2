/**
 * Row dialogs on a list's URL (`?op=…&id=…`, plain links and forms: they work without JavaScript)
 * and the state badge the screens show beside them: the link that opens one, the dialog when its
 * row cannot be read, and a state as a toned badge. The server half is kit/server/row-ops.server.
 */
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import type { KitActionData } from "~/kit/server/action.server";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { DialogButtons } from "./form-parts";

export type Tone = "success" | "warning" | "danger" | "muted";

const TONES: Record<Tone, string> = {
  success: "border-emerald-600/40 text-emerald-700 dark:text-emerald-400",
  warning: "border-amber-500/50 text-amber-700 dark:text-amber-400",
  danger: "border-destructive/40 text-destructive",
  muted: "text-muted-foreground",
};

/** A state as a small badge (its label is the text; the tone only repeats it). */
export function StateBadge(props: { tone: Tone; label: string }) {
  return (
    <span className={cn("rounded-md border px-1.5 py-0.5 text-xs whitespace-nowrap", TONES[props.tone])}>
      {props.label || "—"}
    </span>
  );
}

/** The list's URL with a row dialog open: the same filters and page, `op` and `id` set. */
export function opHref(path: string, search: string, op: string, id: string): string {
  const params = new URLSearchParams(search);
  params.delete("dialog");
  params.set("op", op);
  params.set("id", id);
  return `${path}?${params}`;
}

/** A row dialog whose row is gone or not the operator's to see. */
export function OpMissing(props: { title: string; closeHref: string }) {
  const t = useT();
  return <NoticeDialog title={props.title} closeHref={props.closeHref} message={t("kit.notFound")} />;
}

/**
 * A row action asked first: what it will do, then its button, posting `intent` with the row's
 * hidden fields (a plain form: it works without JavaScript); the backend's refusal shows above
 * the buttons, the dialog staying open.
 */
export function OpConfirm(props: {
  title: string;
  closeHref: string;
  intent: string;
  fields: Record<string, string>;
  message: React.ReactNode;
  confirmLabel: string;
  actionData: KitActionData | undefined;
  danger?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent;
  const failed = props.actionData?.intent === props.intent ? props.actionData.formError : null;
  return (
    <UrlDialog title={props.title} closeHref={props.closeHref} size="sm">
      <Form method="post" preventScrollReset className="grid gap-4">
        <input type="hidden" name="intent" value={props.intent} />
        {Object.entries(props.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-sm">{props.message}</p>
        <FormAlert message={failed} />
        <DialogButtons
          cancelHref={props.closeHref}
          busy={busy}
          label={props.confirmLabel}
          kind={props.danger ? "danger" : "confirm"}
        />
      </Form>
    </UrlDialog>
  );
}
