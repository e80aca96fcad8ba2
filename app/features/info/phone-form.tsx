import { Field } from "~/components/field";
import { SandboxCode } from "~/features/auth/sandbox-code";
import { InfoCard } from "./info-card";
import { InfoForm, useFieldError } from "./info-form";
import { useT } from "~/lib/i18n";
import type { InfoActionData } from "./info.server";
import { IntentButton } from "~/components/intent-button";

/**
 * 修改手机号码: the new number with its send-code button (intent=send-code), then the code and
 * the change itself (intent=change-phone). The sandbox's code shows on the page, as on the login.
 */
export function PhoneForm({ currentPhone, state }: { currentPhone: string; state: InfoActionData | null }) {
  const t = useT();
  const fields = state?.fields ?? {};
  const error = useFieldError(state);
  // A success empties the form (a new key remounts it); a failure keeps what was typed.
  const formKey = state?.intent === "change-phone" && state.done ? `done-${state.at}` : "phone";
  const onKeyDown = (event: React.KeyboardEvent<HTMLFormElement>) => {
    // Enter in the code field changes the number rather than sending another code.
    if (event.key === "Enter" && (event.target as HTMLElement).getAttribute("name") === "code") {
      event.preventDefault();
      const button = event.currentTarget.querySelector<HTMLButtonElement>('button[value="change-phone"]');
      if (button) event.currentTarget.requestSubmit(button);
    }
  };
  return (
    <InfoCard
      heading={t("info.phone.heading")}
      description={
        <>
          {t("info.phone.description")} {currentPhone ? t("info.phone.current", { phone: currentPhone }) : null}
        </>
      }
    >
      <InfoForm
        key={formKey}
        state={state}
        submit={{ intent: "change-phone", label: t("info.phone.submit") }}
        onKeyDown={onKeyDown}
      >
        <Field
          label={t("info.phone.newPhone")}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          defaultValue={fields.phone ?? ""}
          placeholder={t("info.phone.newPhonePlaceholder")}
          required
          error={error("phone")}
          addon={
            <IntentButton
              intent="send-code"
              variant="outline"
              formNoValidate
              label={t("login.sendCode")}
              busyLabel={t("info.phone.sending")}
            />
          }
        />
        <SandboxCode code={state?.sms?.sandboxCode} />
        <Field
          label={t("info.phone.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          defaultValue={fields.code ?? ""}
          placeholder={t("login.errors.smsCodeRequired")}
          error={error("code")}
        />
      </InfoForm>
    </InfoCard>
  );
}
