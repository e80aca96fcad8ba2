import { Form } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { IntentButton } from "~/components/intent-button";
import { useT } from "~/lib/i18n";
import type { InfoActionData } from "./info.server";
import type { InfoIntent } from "./schema";

/**
 * A form of 我的信息: posted in place (the page keeps its scroll), the browser's own checks off
 * (the server's messages show by the fields), the backend's refusal or the success above the
 * fields, and the button that submits `submit` at its end. A new `key` remounts it, which empties
 * it after a success.
 */
export function InfoForm(props: {
  state: InfoActionData | null;
  submit: { intent: InfoIntent; label: string };
  /** The intent in a hidden field too, not only on the submit button. */
  intentField?: boolean;
  onKeyDown?: (event: React.KeyboardEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  const t = useT();
  const { state, submit } = props;
  return (
    <Form method="post" replace preventScrollReset noValidate className="grid gap-4" onKeyDown={props.onKeyDown}>
      {props.intentField ? <input type="hidden" name="intent" value={submit.intent} /> : null}
      {state?.error ? <FormAlert message={state.error} /> : null}
      {state?.done ? <FormAlert message={state.done} tone="info" /> : null}
      {props.children}
      <div className="flex justify-end">
        <IntentButton intent={submit.intent} label={submit.label} busyLabel={t("info.submitting")} />
      </div>
    </Form>
  );
}

/** A field's message from the form's answer, translated; null where it has none. */
export function useFieldError(state: InfoActionData | null) {
  const t = useT();
  return (name: string) => (state?.fieldErrors[name] ? t(state.fieldErrors[name]) : null);
}
