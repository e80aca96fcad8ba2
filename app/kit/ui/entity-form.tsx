import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Input } from "~/components/ui/input";
import type { FormMessageView } from "~/lib/i18n";
import type { KitActionData } from "~/kit/server/action.server";
import type { RemoteKind } from "~/kit/shared/remote-kinds";
import type { FieldKind } from "~/kit/shared/screen";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { Option } from "./filter-bar";
import type { FilePurpose } from "~/lib/file-ref";
import { ImageUpload, type ImageVariant } from "./image-upload";
import { RemoteSelect } from "./remote-select";
import { ChoiceInputs, OptionList } from "./option-list";
import { DialogButtons, FormError } from "./form-parts";

export type FormField = {
  name: string;
  label: string;
  /**
   * `hidden`: posted with the form but not shown (e.g. the parent of a new tree row).
   * `checkboxes`: several of `options` (posted as repeated values; the value may be comma-joined).
   */
  kind?: FieldKind;
  required?: boolean;
  maxLength?: number;
  /** The whole value's form (HTML `pattern`, the regex source the server checks too). */
  pattern?: string;
  min?: number;
  max?: number;
  placeholder?: string;
  hint?: string;
  options?: Option[];
  remote?: RemoteKind;
  image?: ImageVariant;
  /** What an image field's file is for (ADR 030). */
  purpose?: FilePurpose;
  /** Checked against the sensitive-word list on blur (and again by the server). */
  sensitive?: boolean;
  /** Shown but not editable (e.g. a key that identifies the row). */
  readOnly?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
};

type Values = Record<string, string | string[]>;

function useErrorText() {
  const t = useT();
  return (message: FormMessageView | undefined) =>
    !message ? null : "text" in message ? message.text : t(message.key, message.values);
}

/**
 * A create/edit form from field definitions: every typed value comes back after a failed
 * submission, errors sit under their fields, fields the role may not change (spec §6) are
 * disabled, and sensitive fields are checked on blur. A plain post form: it works without
 * JavaScript (multipart when it holds an image).
 */
export function EntityForm(props: {
  intent: string;
  fields: FormField[];
  /** The row's current values (edit) or defaults (create). */
  initial: Values;
  state: KitActionData | undefined;
  closeHref: string;
  /** The menu code whose disabled fields apply. */
  menuCode: string;
  hidden?: Record<string, string>;
  /** Labels of remote-select values already chosen (value → label). */
  remoteLabels?: Record<string, string>;
  submitLabel?: string;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { fieldDisabled } = usePermissions();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent;
  const own = props.state && props.state.intent === props.intent ? props.state : undefined;
  const values: Values = own ? own.values : props.initial;
  const multipart = props.fields.some((f) => f.kind === "image");
  const [sensitiveHits, setSensitiveHits] = useState<Record<string, boolean>>({});

  const checkWord = async (name: string, word: string) => {
    if (!word.trim()) return setSensitiveHits((hits) => ({ ...hits, [name]: false }));
    try {
      const response = await fetch(`/kit/check-word?word=${encodeURIComponent(word)}`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) return;
      const { hit } = (await response.json()) as { hit: boolean };
      setSensitiveHits((hits) => ({ ...hits, [name]: hit }));
    } catch {
      // The server checks again on submit.
    }
  };

  return (
    <Form
      method="post"
      preventScrollReset
      encType={multipart ? "multipart/form-data" : undefined}
      className="grid gap-4"
      noValidate
    >
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormError message={own?.formError} />
      {props.fields
        .filter((field) => field.kind === "hidden")
        .map((field) => {
          const value = values[field.name];
          return (
            <input
              key={field.name}
              type="hidden"
              name={field.name}
              value={Array.isArray(value) ? (value[0] ?? "") : (value ?? "")}
            />
          );
        })}
      <div className="grid gap-4 sm:grid-cols-2">
        {props.fields
          .filter((field) => field.kind !== "hidden")
          .map((field) => {
            const id = `field-${props.intent}-${field.name}`;
            const disabled = fieldDisabled(props.menuCode, field.name);
            const serverError = own?.fieldErrors[field.name];
            const error = errorText(serverError) ?? (sensitiveHits[field.name] ? t("kit.sensitive") : null);
            const value = values[field.name];
            const text = Array.isArray(value) ? value.join(",") : (value ?? "");
            const describedBy =
              [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
            const common = {
              id,
              name: field.name,
              disabled,
              "aria-invalid": error ? true : undefined,
              "aria-describedby": describedBy,
              "aria-required": field.required || undefined,
            } as const;
            return (
              <div
                key={field.name}
                className={cn(
                  "grid content-start gap-1.5",
                  (field.wide || field.kind === "textarea" || field.kind === "image") && "sm:col-span-2",
                )}
              >
                <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
                  {field.required ? (
                    <span className="text-destructive me-0.5" aria-hidden>
                      *
                    </span>
                  ) : null}
                  {field.label}
                </label>
                {field.kind === "textarea" ? (
                  <textarea
                    {...common}
                    defaultValue={text}
                    maxLength={field.maxLength}
                    placeholder={field.placeholder}
                    rows={3}
                    onBlur={
                      field.sensitive ? (event) => void checkWord(field.name, event.currentTarget.value) : undefined
                    }
                    className="border-input bg-transparent focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive min-h-20 rounded-md border px-3 py-2 text-sm outline-none focus-visible:ring-[3px] disabled:opacity-50"
                  />
                ) : field.kind === "select" ? (
                  <select
                    {...common}
                    defaultValue={text}
                    className="border-input bg-background aria-invalid:border-destructive h-9 rounded-md border px-3 text-sm disabled:opacity-50"
                  >
                    <option value="">{field.placeholder ?? "—"}</option>
                    <OptionList options={field.options} />
                  </select>
                ) : field.kind === "checkboxes" ? (
                  <div
                    role="group"
                    aria-labelledby={`${id}-label`}
                    aria-describedby={describedBy}
                    id={id}
                    className="border-input grid max-h-40 gap-1 overflow-y-auto rounded-md border px-3 py-2 text-sm whitespace-pre"
                  >
                    <ChoiceInputs
                      type="checkbox"
                      name={field.name}
                      options={field.options}
                      checked={(choice) => (Array.isArray(value) ? value : text.split(",")).includes(choice)}
                      disabled={disabled}
                      className="accent-primary size-4"
                    />
                  </div>
                ) : field.kind === "radio" ? (
                  <div
                    role="radiogroup"
                    aria-labelledby={`${id}-label`}
                    className="flex flex-wrap gap-4 py-1.5 text-sm"
                    id={id}
                  >
                    <ChoiceInputs
                      type="radio"
                      name={field.name}
                      options={field.options}
                      checked={(choice) => text === choice}
                      disabled={disabled}
                      className="accent-primary"
                    />
                  </div>
                ) : field.kind === "switch" ? (
                  <span className="flex items-center gap-2 py-1.5 text-sm">
                    <input type="hidden" name={field.name} value="0" disabled={disabled} />
                    <input
                      {...common}
                      type="checkbox"
                      value="1"
                      defaultChecked={Array.isArray(value) ? value.includes("1") : text === "1"}
                      className="accent-primary size-4"
                    />
                  </span>
                ) : field.kind === "remote" && field.remote ? (
                  <RemoteSelect
                    {...common}
                    kind={field.remote}
                    defaultValue={text}
                    defaultLabel={props.remoteLabels?.[field.name] ?? ""}
                  />
                ) : field.kind === "image" ? (
                  <ImageUpload
                    {...common}
                    variant={field.image ?? "all"}
                    purpose={field.purpose ?? "attach"}
                    defaultValue={text}
                  />
                ) : (
                  <Input
                    {...common}
                    type={
                      field.kind === "number"
                        ? "number"
                        : field.kind === "password"
                          ? "password"
                          : field.kind === "date"
                            ? "date"
                            : "text"
                    }
                    defaultValue={field.kind === "password" ? undefined : text}
                    maxLength={field.maxLength}
                    pattern={field.pattern}
                    min={field.min}
                    max={field.max}
                    placeholder={field.placeholder}
                    readOnly={field.readOnly}
                    autoComplete={field.kind === "password" ? "new-password" : "off"}
                    onBlur={
                      field.sensitive ? (event) => void checkWord(field.name, event.currentTarget.value) : undefined
                    }
                  />
                )}
                {field.hint ? (
                  <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                    {field.hint}
                  </p>
                ) : null}
                {error ? (
                  <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
      </div>
      <DialogButtons cancelHref={props.closeHref} busy={busy} label={props.submitLabel ?? t("kit.save")} />
    </Form>
  );
}

/** A read-only view of a row: label/value pairs. */
export function DetailList(props: { items: { label: string; value: React.ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {props.items.map((item) => (
        <div key={item.label} className={cn("grid gap-0.5", item.wide && "sm:col-span-2")}>
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="break-words whitespace-pre-wrap">
            {item.value === "" || item.value == null ? "—" : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The delete confirmation on the list's URL (`?dialog=delete&id=…`). */
export function DeleteForm(props: {
  id: string;
  state: KitActionData | undefined;
  closeHref: string;
  intent?: string;
}) {
  const t = useT();
  const intent = props.intent ?? "delete";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const own = props.state && props.state.intent === intent ? props.state : undefined;
  return (
    <Form method="post" preventScrollReset className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={props.id} />
      <p className="text-muted-foreground text-sm">{t("kit.irreversible")}</p>
      <FormError message={own?.formError} />
      <DialogButtons cancelHref={props.closeHref} busy={busy} label={t("kit.delete")} kind="danger" />
    </Form>
  );
}
