/**
 * 公众号配置's page parts: the type, status and whether each secret is set as badges; the secret
 * fields required on create only, their hint on edit saying 已设置 (a value is never shown).
 */
import type { FormField } from "~/kit/ui/entity-form";
import { StateBadge } from "~/kit/ui/row-ops";
import { useT } from "~/lib/i18n";
import { SECRET_FIELDS, type WechatAccount } from "./screen";

const SET_FLAG: Record<(typeof SECRET_FIELDS)[number], "appSecretSet" | "tokenSet" | "aesKeySet"> = {
  appSecret: "appSecretSet",
  token: "tokenSet",
  encodingAesKey: "aesKeySet",
};

export function useAccountParts() {
  const t = useT();
  const setBadge = (flag: "appSecretSet" | "tokenSet" | "aesKeySet") => (row: WechatAccount) =>
    row[flag] === "1" ? (
      <StateBadge tone="success" label={t("wechat.account.set")} />
    ) : (
      <StateBadge tone="muted" label={t("wechat.account.unset")} />
    );
  const status = (row: WechatAccount) => (
    <StateBadge
      tone={row.status === "1" ? "success" : "muted"}
      label={row.status === "1" || row.status === "0" ? t(`wechat.account.statuses.${row.status}`) : row.status}
    />
  );
  return {
    cells: { tokenSet: setBadge("tokenSet"), status },
    details: {
      appSecretSet: setBadge("appSecretSet"),
      tokenSet: setBadge("tokenSet"),
      aesKeySet: setBadge("aesKeySet"),
      status,
    },
    form: {
      fields: (mode: "create" | "edit", row: WechatAccount | null, fields: FormField[]) =>
        fields.map((field) => {
          const secret = SECRET_FIELDS.find((name) => name === field.name);
          if (!secret) return field;
          const stored = mode === "edit" && row?.[SET_FLAG[secret]] === "1";
          return {
            ...field,
            required: secret === "appSecret" && mode === "create",
            hint: stored ? `${t("wechat.account.keepHint")}（${field.hint ?? ""}）` : field.hint,
          };
        }),
      initial: (row: WechatAccount | null, values: Record<string, string | string[]>) => ({
        ...values,
        appSecret: "",
        token: "",
        encodingAesKey: "",
        ...(row ? {} : { accountType: "2", status: "1" }),
      }),
    },
  };
}
