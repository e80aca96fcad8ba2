/** 字典管理 / 业务字典's page parts beyond the descriptor: the tabs, yes/no, and a child's form (its parent, inherited code, key). */
import { SegmentedNav } from "~/components/segmented-nav";
import type { KitActionData } from "~/kit/server/action.server";
import type { TreeFlags } from "~/kit/shared/tree-view";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { AddChildLink } from "~/kit/ui/op-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { DICTIONARIES, type Dict, type DictKind, isRootDict } from "./screen";

type Row = Dict & Partial<TreeFlags>;
type Data = ScreenLoaderData<Dict> & { kind: DictKind; parent: Dict | null };

export function DictScreen(props: { data: Data; actionData?: KitActionData }) {
  const { kind } = props.data;
  return (
    <DescribedScreen
      key={kind}
      spec={DICTIONARIES[kind]}
      data={props.data}
      actionData={props.actionData}
      title={kind === "biz" ? "bizTitle" : undefined}
      nav={<DictTabs kind={kind} />}
      useParts={useDictParts}
    />
  );
}

function DictTabs(props: { kind: DictKind }) {
  const t = useT();
  const items = [
    { key: "dict", to: DICTIONARIES.dict.path, label: t("menu.dict") },
    { key: "biz", to: DICTIONARIES.biz.path, label: t("system.dict.bizTitle") },
  ];
  return <SegmentedNav label={t("system.dict.tabs")} items={items} current={props.kind} />;
}

function useDictParts({ kind, query, parent }: Data) {
  const t = useT();
  const { can } = usePermissions();
  const spec = DICTIONARIES[kind];
  const childForm = (mode: "create" | "edit", row: Dict | null) =>
    mode === "create" ? Boolean(query.id) : Boolean(row && !isRootDict(row));
  return {
    cells: {
      dictValue: (row: Row) => <span className={cn(row.depth === 0 && "font-medium")}>{row.dictValue}</span>,
      dictKey: (row: Row) => (isRootDict(row) ? "—" : <span className="font-mono">{row.dictKey}</span>),
      isSealed: (row: Row) => (row.isSealed === "1" ? t("system.dict.yes") : t("system.dict.no")),
    },
    rowExtras: (row: Dict) =>
      can("dict_add") ? (
        <AddChildLink path={spec.path} query={query} id={row.id} rowLabel={spec.rowLabel(row)} />
      ) : null,
    form: {
      fields: (mode: "create" | "edit", row: Dict | null, fields: FormField[]) => {
        const child = childForm(mode, row);
        return fields.flatMap((field): FormField[] => {
          if (field.name === "code") {
            const code = {
              ...field,
              required: !child,
              readOnly: child,
              hint: child ? t("system.dict.codeInherited") : undefined,
            };
            return child ? [{ name: "parentName", label: t("system.dict.parent"), readOnly: true }, code] : [code];
          }
          if (field.name === "dictKey") return child ? [{ ...field, required: true }] : [];
          if (field.name === "dictValue" && child) return [{ ...field, label: t("system.dict.value") }];
          return [field];
        });
      },
      initial: (row: Dict | null, values: Record<string, string | string[]>) =>
        row
          ? { ...values, dictKey: isRootDict(row) ? "" : row.dictKey, isSealed: row.isSealed === "1" ? "1" : "0" }
          : {
              ...values,
              parentId: query.id ?? "0",
              parentName: parent?.dictValue ?? "",
              code: query.id ? (parent?.code ?? "") : "",
              isSealed: "0",
            },
    },
  };
}
