import { Form } from "react-router";
import { Field } from "~/components/field";
import { IntentButton } from "~/components/intent-button";
import { InfoCard } from "./info-card";
import { FormAlert } from "~/components/form-alert";
import { useT } from "~/lib/i18n";
import type { InfoActionData } from "./info.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./rules";

/**
 * 修改密码 (intent=change-password). The backend's refusals show as sent, the lockout text
 * ([原登录密码]输入错误次数太多,…) in full. Passwords are never sent back to the page.
 */
export function PasswordForm({ state }: { state: InfoActionData | null }) {
  const t = useT();
  const error = (name: string) => (state?.fieldErrors[name] ? t(state.fieldErrors[name]) : null);
  const formKey = state?.done ? `done-${state.at}` : "password";
  return (
    <InfoCard heading={t("info.password.heading")} description={t("info.password.description")}>
      <Form key={formKey} method="post" replace preventScrollReset noValidate className="grid gap-4">
        <input type="hidden" name="intent" value="change-password" />
        {state?.error ? <FormAlert message={state.error} /> : null}
        {state?.done ? <FormAlert message={state.done} tone="info" /> : null}
        <Field
          label={t("info.password.old")}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          placeholder={t("info.errors.oldPasswordRequired")}
          required
          error={error("oldPassword")}
        />
        <Field
          label={t("info.password.new")}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          placeholder={t("info.password.newPlaceholder")}
          required
          error={error("newPassword")}
        />
        <Field
          label={t("info.password.confirm")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          placeholder={t("info.errors.confirmRequired")}
          required
          error={error("confirmPassword")}
        />
        <div className="flex justify-end">
          <IntentButton intent="change-password" label={t("info.password.heading")} busyLabel={t("info.submitting")} />
        </div>
      </Form>
    </InfoCard>
  );
}
