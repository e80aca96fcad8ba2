/** 通用设置's page: its own layout (a fieldset of sign-in methods), the limits from its descriptor. */
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { KitActionData } from "~/kit/server/action.server";
import { FormPageHead } from "~/kit/ui/form-page-head";
import type { FormPageData } from "~/kit/ui/form-page";
import { type FormMessageView, type TranslationKey, useT } from "~/lib/i18n";
import { type CommonSetting, commonSettingScreen, LOGIN_MODES, type LoginMode } from "./screen";
import { FormError } from "~/kit/ui/form-parts";

type Data = FormPageData & {
  setting: CommonSetting;
};
const { fields } = commonSettingScreen;

const MODE_KEYS: Record<LoginMode, TranslationKey> = {
  password: "system.settings.loginModePassword",
  phone: "system.settings.loginModePhone",
  social: "system.settings.loginModeSocial",
};

type FieldProps = {
  id: string;
  label: string;
  error: string | null;
  hint?: string;
  required?: boolean;
  children: React.ReactNode;
  labelled?: boolean;
};

/** A label, the control, its hint and its error (the entity form's layout). */
function Field(props: FieldProps) {
  return (
    <div className="grid content-start gap-1.5">
      {props.labelled === false ? null : (
        <label id={`${props.id}-label`} htmlFor={props.id} className="text-sm font-medium">
          {props.required ? (
            <span className="text-destructive me-0.5" aria-hidden>
              *
            </span>
          ) : null}
          {props.label}
        </label>
      )}
      {props.children}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-muted-foreground text-xs">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="text-destructive text-sm" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function CommonSettingBody(props: { data: Data; actionData?: KitActionData }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "update";
  const state = props.actionData?.intent === "update" ? props.actionData : undefined;
  const { setting } = props.data;
  const echo = state?.values;
  const value = (name: "marketingLink" | "tokenTime" | "autoLockMinutes") => {
    if (!echo) return setting[name];
    const typed = echo[name];
    return Array.isArray(typed) ? typed.join(",") : (typed ?? "");
  };
  const modes: string[] = echo ? ([] as string[]).concat(echo.loginModes ?? []) : setting.loginModes;
  const errorText = (message: FormMessageView | undefined) =>
    !message ? null : "text" in message ? message.text : t(message.key, message.values);
  const error = (name: string) => errorText(state?.fieldErrors[name]);
  const describedBy = (id: string, name: string, hint: boolean) =>
    [error(name) ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  // The two whole-number settings, their limits from the descriptor.
  const numberField = (name: "tokenTime" | "autoLockMinutes", label: TranslationKey, hint: TranslationKey) => (
    <Field id={`setting-${name}`} label={t(label)} required error={error(name)} hint={t(hint)}>
      <Input
        id={`setting-${name}`}
        name={name}
        type="number"
        min={fields[name]!.min}
        max={fields[name]!.max}
        defaultValue={value(name)}
        aria-required
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(`setting-${name}`, name, true)}
      />
    </Field>
  );
  // A new answer (or the saved values) re-creates the uncontrolled inputs.
  const formKey = state ? `answer-${state.at}` : "saved";

  return (
    <div className="grid max-w-3xl gap-4">
      <FormPageHead title={t("menu.commonSetting")} description={t("system.settings.description")} data={props.data} />
      <section aria-label={t("menu.commonSetting")} className="bg-card rounded-xl border p-6">
        <Form key={formKey} method="post" preventScrollReset className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="update" />
          <FormError message={state?.formError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field
                id="setting-marketingLink"
                label={t("system.settings.marketingLink")}
                error={error("marketingLink")}
                hint={t("system.settings.marketingLinkHint")}
              >
                <Input
                  id="setting-marketingLink"
                  name="marketingLink"
                  defaultValue={value("marketingLink")}
                  maxLength={fields.marketingLink!.max}
                  autoComplete="off"
                  aria-invalid={error("marketingLink") ? true : undefined}
                  aria-describedby={describedBy("setting-marketingLink", "marketingLink", true)}
                />
              </Field>
            </div>
            {numberField("tokenTime", "system.settings.tokenTime", "system.settings.tokenTimeHint")}
            {numberField("autoLockMinutes", "system.settings.autoLockMinutes", "system.settings.autoLockHint")}
            <div className="sm:col-span-2">
              <Field
                id="setting-loginModes"
                label={t("system.settings.loginModes")}
                required
                error={error("loginModes")}
                labelled={false}
              >
                <fieldset
                  id="setting-loginModes"
                  aria-invalid={error("loginModes") ? true : undefined}
                  aria-describedby={describedBy("setting-loginModes", "loginModes", false)}
                  className="grid gap-1.5"
                >
                  <legend className="mb-1.5 text-sm font-medium">
                    <span className="text-destructive me-0.5" aria-hidden>
                      *
                    </span>
                    {t("system.settings.loginModes")}
                  </legend>
                  <div className="flex flex-wrap gap-4 py-1.5 text-sm">
                    {LOGIN_MODES.map((mode) => (
                      <label key={mode} className="flex items-center gap-1.5">
                        <input
                          type="checkbox"
                          name="loginModes"
                          value={mode}
                          defaultChecked={modes.includes(mode)}
                          className="accent-primary size-4"
                        />
                        {t(MODE_KEYS[mode])}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </Field>
            </div>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? t("kit.saving") : t("kit.save")}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
