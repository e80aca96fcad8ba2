/** 用户管理's page parts beyond its descriptor: 重置密码, the data scope of rows, the choices the loader sends. */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { RowPostButton } from "~/kit/ui/row-post-button";
import type { FormField } from "~/kit/ui/entity-form";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import type { Choice, User } from "./screen";

type Data = ScreenLoaderData<User> & { depts: Choice[]; roles: Choice[]; posts: Choice[] };

export function useUserParts({ depts, roles, posts }: Data) {
  const t = useT();
  const { can } = usePermissions();
  const choices: Record<string, Choice[]> = { roleId: roles, postId: posts };
  return {
    filterOptions: { deptId: depts },
    batch: [{ intent: "reset-password", label: t("system.user.resetPassword"), permission: "user_reset" }],
    // 重置密码 for one row: asks the server which rows it would touch, then the page confirms.
    rowExtras: can("user_reset")
      ? (row: User) => (
          <RowPostButton
            intent="reset-password"
            fields={{ ids: row.id }}
            label={t("system.user.resetPassword")}
            rowLabel={t("system.user.resetPasswordRow", { label: row.account })}
          />
        )
      : undefined,
    rowActionable: (row: User) => row.manageable !== false,
    form: {
      wide: true,
      fields: (mode: "create" | "edit", _row: User | null, fields: FormField[]) =>
        fields.flatMap((field) =>
          field.name === "password" && mode === "edit"
            ? []
            : [choices[field.name] ? { ...field, options: choices[field.name] } : field],
        ),
      // Roles and posts may be several (comma-joined); the department picker takes one.
      initial: (row: User | null, values: Record<string, string | string[]>) => ({
        ...values,
        password: "",
        deptId: row?.deptId.split(",")[0] ?? "",
      }),
      remoteLabels: (row: User | null) => ({ deptId: row?.deptName.split(",")[0] ?? "" }),
    },
  };
}
