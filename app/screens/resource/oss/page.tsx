/**
 * 对象存储's page parts: the category by the dictionary's name, the status as a badge, the secret
 * only as 已设置 / 未设置, the form's category choices, and 启用 / 测试上传 on a row, each asked
 * first in a dialog on the list's URL (?op=enable|test&id=…) before it posts its intent.
 */
import { useLocation } from "react-router";
import type { KitActionData } from "~/kit/server/action.server";
import { closedHref } from "~/kit/shared/query";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { RowLink } from "~/kit/ui/list-actions";
import { OpConfirm, OpMissing, opHref, StateBadge } from "~/kit/ui/row-ops";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useSay } from "~/kit/ui/say";
import { type OssConfig, ossScreen } from "./screen";
import type { OssExtra } from "./screen.server";

type Data = ScreenLoaderData<OssConfig> & OssExtra;

export function useOssParts(data: Data, actionData: KitActionData | undefined) {
  const say = useSay(ossScreen);
  const { can } = usePermissions();
  const location = useLocation();
  const category = (row: OssConfig) =>
    data.categories.find((c) => c.value === row.category)?.label ?? (row.categoryName || row.category);
  const status = (row: OssConfig) => (
    <StateBadge
      tone={row.status === "1" ? "success" : "muted"}
      label={say(`statuses.${row.status === "1" ? "1" : "0"}`)}
    />
  );
  const secret = (row: OssConfig) => say(row.secretKeySet === "true" ? "set" : "unset");
  const extras = (row: OssConfig) => (
    <>
      {can("oss_status") && row.status !== "1" ? (
        <RowLink
          to={opHref(ossScreen.path, location.search, "enable", row.id)}
          label={say("enable")}
          rowLabel={ossScreen.rowLabel(row)}
        />
      ) : null}
      {can("oss_test") ? (
        <RowLink
          to={opHref(ossScreen.path, location.search, "test", row.id)}
          label={say("test")}
          rowLabel={ossScreen.rowLabel(row)}
        />
      ) : null}
    </>
  );
  return {
    filterOptions: { category: data.categories },
    cells: { category, status },
    details: { category, status, secretKeySet: secret },
    rowExtras: can("oss_status") || can("oss_test") ? extras : undefined,
    form: {
      fields: (mode: "create" | "edit", row: OssConfig | null, fields: FormField[]) =>
        fields.map((field) => {
          if (field.name === "category") return { ...field, options: data.categories };
          // A new config needs its secret; an edit shows whether one is stored and keeps it when left empty.
          if (field.name === "secretKey")
            return mode === "create"
              ? { ...field, required: true }
              : { ...field, placeholder: row ? secret(row) : undefined };
          return field;
        }),
    },
    children: <OssDialog data={data} actionData={actionData} />,
  };
}

/** 启用 or 测试上传 of one config: what it does, then its button; a refusal (the test's reason) shows in the dialog. */
function OssDialog(props: { data: Data; actionData: KitActionData | undefined }) {
  const say = useSay(ossScreen);
  const location = useLocation();
  const op = new URLSearchParams(location.search).get("op");
  if (op !== "enable" && op !== "test") return null;
  const closeHref = closedHref(ossScreen.path, props.data.query, ossScreen.defaultSize);
  const row = props.data.opRow;
  const title = say(op === "enable" ? "enableTitle" : "test");
  if (!row) return <OpMissing title={title} closeHref={closeHref} />;
  return (
    <OpConfirm
      title={`${title} · ${row.ossCode}`}
      closeHref={closeHref}
      intent={op}
      fields={{ id: row.id }}
      message={say(op === "enable" ? "confirmEnable" : "confirmTest", { code: row.ossCode })}
      confirmLabel={say(op === "enable" ? "enable" : "test")}
      actionData={props.actionData}
    />
  );
}
