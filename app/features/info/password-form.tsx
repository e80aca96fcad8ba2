import { Field } from "~/components/field";
import { InfoCard } from "./info-card";
import { InfoForm, useFieldError } from "./info-form";
import { type TranslationKey, useT } from "~/lib/i18n";
import type { InfoActionData } from "./info.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./rules";

type PasswordField = {
  name: string;
  label: TranslationKey;
  autoComplete: "current-password" | "new-password";
  minLength?: number;
  maxLength?: number;
  placeholder: TranslationKey;
};

/** The form's three passwords, in its order: the one in use, then the new one twice. */
const PASSWORD_FIELDS: PasswordField[] = [
  {
    name: "oldPassword",
    label: "info.password.old",
    autoComplete: "current-password",
    placeholder: "info.errors.oldPasswordRequired",
  },
  {
    name: "newPassword",
    label: "info.password.new",
    autoComplete: "new-password",
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    placeholder: "info.password.newPlaceholder",
  },
  {
    name: "confirmPassword",
    label: "info.password.confirm",
    autoComplete: "new-password",
    maxLength: PASSWORD_MAX,
    placeholder: "info.errors.confirmRequired",
  },
];

/**
 * 修改密码 (intent=change-password). The backend's refusals show as sent, the lockout text
 * ([原登录密码]输入错误次数太多,…) in full. Passwords are never sent back to the page.
 */
export function PasswordForm({ state }: { state: InfoActionData | null }) {
  const t = useT();
  const error = useFieldError(state);
  const formKey = state?.done ? `done-${state.at}` : "password";
  return (
    <InfoCard heading={t("info.password.heading")} description={t("info.password.description")}>
      <InfoForm
        key={formKey}
        state={state}
        submit={{ intent: "change-password", label: t("info.password.heading") }}
        intentField
      >
        {PASSWORD_FIELDS.map((field) => (
          <Field
            key={field.name}
            label={t(field.label)}
            name={field.name}
            type="password"
            autoComplete={field.autoComplete}
            minLength={field.minLength}
            maxLength={field.maxLength}
            placeholder={t(field.placeholder)}
            required
            error={error(field.name)}
          />
        ))}
      </InfoForm>
    </InfoCard>
  );
}
