/** 部门管理's page parts beyond its descriptor: 新增子项 under a row, and the parent chosen from the tenant's departments. */
import type { RowOf } from "~/kit/shared/screen";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { AddChildLink } from "~/kit/ui/op-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { deptScreen, type DeptOption } from "./screen";

type Dept = RowOf<typeof deptScreen.row>;
type Data = ScreenLoaderData<Dept> & { tree: boolean; parents: DeptOption[] };

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

export function useDeptParts({ query, parents }: Data) {
  const { can } = usePermissions();
  return {
    rowExtras: can("dept_add")
      ? (row: Dept) => <AddChildLink path={deptScreen.path} query={query} id={row.id} rowLabel={row.deptName} />
      : undefined,
    form: {
      fields: (mode: "create" | "edit", row: Dept | null, fields: FormField[]) =>
        fields.map((field) =>
          field.name === "parentId"
            ? { ...field, options: parentChoices(parents, mode === "edit" ? (row?.id ?? null) : null) }
            : field,
        ),
      initial: (row: Dept | null, values: Record<string, string | string[]>) => ({
        ...values,
        parentId: row ? (row.parentId === "0" ? "" : row.parentId) : (query.id ?? ""),
      }),
    },
  };
}
