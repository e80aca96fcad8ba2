import { treeOptions } from "~/kit/shared/tree-view";
import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import { RowLink } from "~/kit/ui/list-actions";
import type { Dept, DeptOption } from "~/features/system/dept";
import { deptAction, loadDeptScreen } from "~/features/system/dept.server";
import { listHref } from "~/kit/shared/query";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/dept";
import { menuTitle } from "~/lib/menu-title";

/**
 * 部门管理: the department tree, expanded level by level (?open=), or a flat paged search by
 * name; create at the top or under a row (新增子项), edit, delete, batch delete.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDeptScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return deptAction(request, context.get(operatorContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: menuTitle(matches, "dept", "部门管理") }];
}

export default function DeptScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <DeptBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

const PATH = "/system/dept";

/** Parent choices for a form: every department except the edited one and those below it. */
function parentChoices(options: DeptOption[], self: string | null) {
  const out: { value: string; label: string }[] = [];
  let skipBelow: number | null = null;
  for (const option of options) {
    if (skipBelow !== null && option.depth > skipBelow) continue;
    skipBelow = null;
    if (option.value === self) {
      skipBelow = option.depth;
      continue;
    }
    out.push({ value: option.value, label: `${"　".repeat(option.depth)}${option.label}` });
  }
  return out;
}

function DeptBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const { can } = usePermissions();
  const { data } = props;
  const { query } = data;
  const tree = data.tree;
  const categories = [
    { value: "1", label: t("system.dept.categoryCompany") },
    { value: "2", label: t("system.dept.categoryDept") },
    { value: "3", label: t("system.dept.categoryGroup") },
  ];
  return (
    <CrudScreen<Dept>
      screen="dept"
      menuCode="dept"
      path={PATH}
      title={t("menu.dept")}
      data={data}
      actionData={props.actionData}
      filters={[
        { name: "deptName", label: t("system.dept.deptName"), placeholder: t("system.dept.namePlaceholder") },
        { name: "fullName", label: t("system.dept.fullName") },
      ]}
      columns={[
        { key: "deptName", label: t("system.dept.deptName"), sort: tree ? undefined : "deptName", hideable: false, cell: (row) => row.deptName },
        { key: "fullName", label: t("system.dept.fullName"), cell: (row) => row.fullName || "—" },
        { key: "deptCategoryName", label: t("system.dept.category"), cell: (row) => row.deptCategoryName || "—" },
        { key: "linkphone", label: t("system.dept.linkphone"), cell: (row) => row.linkphone || "—" },
        { key: "sort", label: t("system.dept.sort"), sort: tree ? undefined : "sort", cell: (row) => row.sort ?? "—" },
        { key: "createTime", label: t("system.dept.createTime"), sort: tree ? undefined : "createTime", cell: (row) => row.createTime || "—" },
      ]}
      rowId={(row) => row.id}
      rowLabel={(row) => row.deptName}
      buttons={{ create: "dept_add", edit: "dept_edit", delete: "dept_delete", view: true }}
      batch={[{ intent: "batch-delete", label: t("kit.batchDelete"), permission: "dept_delete", danger: true }]}
      tree={tree ? treeOptions<Dept>(PATH, query, (row) => row.id) : undefined}
      rowExtras={
        can("dept_add")
          ? (row) => (
              <RowLink
                to={listHref(PATH, query, { dialog: "create", id: row.id })}
                label={t("system.dept.addChild")}
                rowLabel={row.deptName}
              />
            )
          : undefined
      }
      form={{
        fields: (mode, row) => [
          {
            name: "parentId",
            label: t("system.dept.parent"),
            kind: "select",
            placeholder: t("system.dept.parentTop"),
            options: parentChoices(data.parents, mode === "edit" ? (row?.id ?? null) : null),
          },
          { name: "deptName", label: t("system.dept.deptName"), required: true, maxLength: 45, sensitive: true },
          { name: "fullName", label: t("system.dept.fullName"), maxLength: 100, sensitive: true },
          { name: "deptCategory", label: t("system.dept.category"), kind: "select", required: true, options: categories },
          { name: "linkphone", label: t("system.dept.linkphone"), maxLength: 20 },
          { name: "sort", label: t("system.dept.sort"), kind: "number", min: 0 },
          { name: "remark", label: t("system.dept.remark"), kind: "textarea", maxLength: 255, sensitive: true },
        ],
        initial: (row, q) => ({
          parentId: row ? (row.parentId === "0" ? "" : row.parentId) : (q.id ?? ""),
          deptName: row?.deptName ?? "",
          fullName: row?.fullName ?? "",
          deptCategory: row?.deptCategory == null ? "" : String(row.deptCategory),
          linkphone: row?.linkphone ?? "",
          sort: row?.sort == null ? "" : String(row.sort),
          remark: row?.remark ?? "",
        }),
      }}
      detail={(row) => [
        { label: t("system.dept.deptName"), value: row.deptName },
        { label: t("system.dept.fullName"), value: row.fullName },
        { label: t("system.dept.parent"), value: row.parentName },
        { label: t("system.dept.category"), value: row.deptCategoryName },
        { label: t("system.dept.linkphone"), value: row.linkphone },
        { label: t("system.dept.sort"), value: row.sort },
        { label: t("system.dept.createTime"), value: row.createTime },
        { label: t("system.dept.remark"), value: row.remark, wide: true },
      ]}
    />
  );
}

export { ErrorBoundary } from "~/components/route-error";
