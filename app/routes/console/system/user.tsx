import { Form, useNavigation } from "react-router";
import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import { buttonVariants } from "~/components/ui/button-variants";
import { usePermissions } from "~/kit/ui/use-permissions";
import type { User } from "~/features/system/user";
import { loadUserScreen, userAction } from "~/features/system/user.server";
import { useT } from "~/lib/i18n";
import { maskPhone } from "~/lib/mobile";
import { cn } from "~/lib/utils";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/user";
import { menuTitle } from "~/lib/menu-title";

/**
 * 用户管理: search (account, name, phone, department), sort, page; create, edit (the role is
 * disabled for roles that may not change it), delete, batch delete and 重置密码 (a row or a
 * selection, after a confirmation).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadUserScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return userAction(request, context.get(operatorContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: menuTitle(matches, "user", "用户管理") }];
}

export default function UserScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <UserBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

/** 重置密码 for one row: asks the server which rows it would touch, then the page confirms. */
function ResetPasswordButton(props: { user: User }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reset-password" && navigation.formData.get("ids") === props.user.id;
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value="reset-password" />
      <input type="hidden" name="ids" value={props.user.id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={t("system.user.resetPasswordRow", { label: props.user.account })}
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
      >
        {t("system.user.resetPassword")}
      </button>
    </Form>
  );
}

function UserBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const { can } = usePermissions();
  const { data } = props;
  const sexes = [
    { value: "1", label: t("system.user.male") },
    { value: "2", label: t("system.user.female") },
  ];
  return (
    <CrudScreen<User>
      screen="user"
      menuCode="user"
      path="/system/user"
      title={t("menu.user")}
      data={data}
      actionData={props.actionData}
      filters={[
        { name: "account", label: t("system.user.account") },
        { name: "realName", label: t("system.user.realName") },
        { name: "phone", label: t("system.user.phone") },
        { name: "deptId", label: t("system.user.dept"), kind: "select", options: data.depts },
      ]}
      columns={[
        { key: "account", label: t("system.user.account"), sort: "account", hideable: false, cell: (row) => row.account },
        { key: "realName", label: t("system.user.realName"), sort: "realName", cell: (row) => row.realName || "—" },
        { key: "phone", label: t("system.user.phone"), cell: (row) => <span className="font-mono">{maskPhone(row.phone) || "—"}</span> },
        { key: "roleName", label: t("system.user.role"), cell: (row) => row.roleName || "—" },
        { key: "deptName", label: t("system.user.dept"), cell: (row) => row.deptName || "—" },
        { key: "postName", label: t("system.user.post"), cell: (row) => row.postName || "—" },
        { key: "createTime", label: t("system.user.createTime"), sort: "createTime", cell: (row) => row.createTime || "—" },
      ]}
      rowId={(row) => row.id}
      rowLabel={(row) => (row.realName ? `${row.account}（${row.realName}）` : row.account)}
      buttons={{ create: "user_add", edit: "user_edit", delete: "user_delete", view: true }}
      batch={[
        { intent: "reset-password", label: t("system.user.resetPassword"), permission: "user_reset" },
        { intent: "batch-delete", label: t("kit.batchDelete"), permission: "user_delete", danger: true },
      ]}
      rowExtras={can("user_reset") ? (row) => <ResetPasswordButton user={row} /> : undefined}
      rowActionable={(row) => row.manageable !== false}
      form={{
        wide: true,
        fields: (mode) => [
          { name: "account", label: t("system.user.account"), required: true, maxLength: 45 },
          ...(mode === "create"
            ? [{ name: "password", label: t("system.user.password"), kind: "password" as const, required: true, maxLength: 20, hint: t("system.user.passwordHint") }]
            : []),
          { name: "realName", label: t("system.user.realName"), required: true, maxLength: 45, sensitive: true },
          { name: "phone", label: t("system.user.phone"), required: true, maxLength: 11 },
          { name: "email", label: t("system.user.email"), maxLength: 100 },
          { name: "sex", label: t("system.user.sex"), kind: "radio", options: sexes },
          { name: "roleId", label: t("system.user.role"), kind: "checkboxes", options: data.roles },
          { name: "deptId", label: t("system.user.dept"), kind: "remote", remote: "dept" },
          { name: "postId", label: t("system.user.post"), kind: "checkboxes", options: data.posts },
        ],
        initial: (row) => ({
          account: row?.account ?? "",
          realName: row?.realName ?? "",
          phone: row?.phone ?? "",
          email: row?.email ?? "",
          sex: row?.sex == null ? "" : String(row.sex),
          // Roles and posts may be several (comma-joined); the department picker takes one.
          roleId: row?.roleId ?? "",
          deptId: row?.deptId.split(",")[0] ?? "",
          postId: row?.postId ?? "",
        }),
        remoteLabels: (row) => ({ deptId: row?.deptName.split(",")[0] ?? "" }),
      }}
      detail={(row) => [
        { label: t("system.user.account"), value: row.account },
        { label: t("system.user.realName"), value: row.realName },
        { label: t("system.user.phone"), value: maskPhone(row.phone) },
        { label: t("system.user.email"), value: row.email },
        { label: t("system.user.sex"), value: row.sexName },
        { label: t("system.user.role"), value: row.roleName },
        { label: t("system.user.dept"), value: row.deptName },
        { label: t("system.user.post"), value: row.postName },
        { label: t("system.user.tenant"), value: row.tenantName },
        { label: t("system.user.createTime"), value: row.createTime },
      ]}
    />
  );
}

export { ErrorBoundary } from "~/components/route-error";
