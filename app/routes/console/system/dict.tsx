import { SegmentedNav } from "~/components/segmented-nav";
import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import { RowLink } from "~/kit/ui/list-actions";
import { listHref } from "~/kit/shared/query";
import { usePermissions } from "~/kit/ui/use-permissions";
import { DICT_MENU_CODES, DICT_PATHS, type DictKind, type DictTreeRow, isRootDict } from "~/features/system/dict";
import { dictAction, loadDictScreen } from "~/features/system/dict.server";
import { treeOptions } from "~/kit/shared/tree-view";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/dict";

/**
 * 字典管理 (/system/dict) and 业务字典 (/system/dictBiz): one module registered twice, told
 * apart by path. A page of dictionary roots; an open root shows its entries as a tree.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDictScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return dictAction(request, context.get(operatorContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.kind === "biz" ? "业务字典" : "字典管理" }];
}

export default function DictScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <DictBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

function DictTabs(props: { kind: DictKind }) {
  const t = useT();
  const items = [
    { key: "dict", to: DICT_PATHS.dict, label: t("menu.dict") },
    { key: "biz", to: DICT_PATHS.biz, label: t("system.dict.bizTitle") },
  ];
  return <SegmentedNav label={t("system.dict.tabs")} items={items} current={props.kind} />;
}

function DictBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const { can } = usePermissions();
  const { data } = props;
  const { kind, query, parent } = data;
  const path = DICT_PATHS[kind];
  const rowLabel = (row: DictTreeRow) => (isRootDict(row) ? `${row.dictValue}（${row.code}）` : `${row.dictValue}（${row.dictKey}）`);
  const yesNo = (on: boolean) => (on ? t("system.dict.yes") : t("system.dict.no"));
  return (
    <CrudScreen<DictTreeRow>
      screen={`dict-${kind}`}
      menuCode={DICT_MENU_CODES[kind]}
      path={path}
      title={kind === "biz" ? t("system.dict.bizTitle") : t("menu.dict")}
      data={data}
      actionData={props.actionData}
      nav={<DictTabs kind={kind} />}
      filters={[
        { name: "code", label: t("system.dict.code") },
        { name: "dictValue", label: t("system.dict.name") },
      ]}
      columns={[
        {
          key: "dictValue",
          label: t("system.dict.name"),
          sort: "dictValue",
          hideable: false,
          cell: (row) => <span className={cn(row.depth === 0 && "font-medium")}>{row.dictValue}</span>,
        },
        { key: "code", label: t("system.dict.code"), sort: "code", hideable: false, cell: (row) => <span className="font-mono">{row.code}</span> },
        { key: "dictKey", label: t("system.dict.key"), cell: (row) => (isRootDict(row) ? "—" : <span className="font-mono">{row.dictKey}</span>) },
        { key: "sort", label: t("system.dict.sort"), sort: "sort", cell: (row) => row.sort ?? "—" },
        { key: "isSealed", label: t("system.dict.sealed"), cell: (row) => yesNo(row.isSealed) },
        { key: "remark", label: t("system.dict.remark"), cell: (row) => row.remark || "—" },
      ]}
      rowId={(row) => row.id}
      rowLabel={rowLabel}
      tree={treeOptions<DictTreeRow>(path, query, (row) => row.id)}
      buttons={{ create: "dict_add", edit: "dict_edit", delete: "dict_delete" }}
      batch={[{ intent: "batch-delete", label: t("kit.batchDelete"), permission: "dict_delete", danger: true }]}
      rowExtras={(row) =>
        can("dict_add") ? <RowLink to={listHref(path, query, { dialog: "create", id: row.id })} label={t("kit.addChild")} rowLabel={rowLabel(row)} /> : null
      }
      form={{
        fields: (mode, row) => {
          const child = mode === "create" ? Boolean(query.id) : Boolean(row && !isRootDict(row));
          return [
            { name: "parentId", label: t("system.dict.parent"), kind: "hidden" },
            ...(child ? [{ name: "parentName", label: t("system.dict.parent"), readOnly: true }] : []),
            {
              name: "code",
              label: t("system.dict.code"),
              required: !child,
              readOnly: child,
              maxLength: 64,
              hint: child ? t("system.dict.codeInherited") : undefined,
            },
            ...(child ? [{ name: "dictKey", label: t("system.dict.key"), required: true, maxLength: 64 }] : []),
            { name: "dictValue", label: child ? t("system.dict.value") : t("system.dict.name"), required: true, maxLength: 100, sensitive: true },
            { name: "sort", label: t("system.dict.sort"), kind: "number", min: 0 },
            { name: "isSealed", label: t("system.dict.sealed"), kind: "switch" },
            { name: "remark", label: t("system.dict.remark"), kind: "textarea", maxLength: 255 },
          ];
        },
        initial: (row, q) => {
          if (row) {
            return {
              parentId: row.parentId,
              parentName: row.parentName,
              code: row.code,
              dictKey: isRootDict(row) ? "" : row.dictKey,
              dictValue: row.dictValue,
              sort: row.sort == null ? "" : String(row.sort),
              isSealed: row.isSealed ? "1" : "0",
              remark: row.remark,
            };
          }
          return {
            parentId: q.id ?? "0",
            parentName: parent?.dictValue ?? "",
            code: q.id ? (parent?.code ?? "") : "",
            dictKey: "",
            dictValue: "",
            sort: "",
            isSealed: "0",
            remark: "",
          };
        },
      }}
    />
  );
}

export { ErrorBoundary } from "~/components/route-error";
