/** 地区管理's page parts beyond its descriptor: the level's name, 新增子项 under a row, and the parent in a child's form. */
import type { RowOf } from "~/kit/shared/screen";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { AddChildLink } from "~/kit/ui/op-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { type TranslationKey, useT } from "~/lib/i18n";
import { REGION_LEAF_LEVEL, regionScreen } from "./screen";

type Region = RowOf<typeof regionScreen.row>;
type Data = ScreenLoaderData<Region> & { tree: boolean; parent: Region | null };

export function useRegionParts({ query, parent }: Data) {
  const t = useT();
  const { can } = usePermissions();
  const level = (row: Region) =>
    row.regionLevel != null && row.regionLevel >= 0 && row.regionLevel <= REGION_LEAF_LEVEL
      ? t(`system.region.levels.l${row.regionLevel}` as TranslationKey)
      : "—";
  const addChild = (row: Region) =>
    row.regionLevel != null && row.regionLevel >= REGION_LEAF_LEVEL ? null : (
      <AddChildLink path={regionScreen.path} query={query} id={row.code} rowLabel={regionScreen.rowLabel(row)} />
    );
  return {
    cells: { regionLevel: level },
    details: { regionLevel: level },
    rowExtras: can("region_add") ? addChild : undefined,
    form: {
      fields: (mode: "create" | "edit", _row: Region | null, fields: FormField[]) => [
        ...(mode === "create" && parent
          ? [
              {
                name: "parentCode",
                label: t("system.region.parentCode"),
                readOnly: true,
                hint: t("system.region.parentOf", { name: parent.name }),
              },
            ]
          : []),
        ...fields.map((field) => (field.name === "code" && mode === "edit" ? { ...field, hint: undefined } : field)),
      ],
      initial: (row: Region | null, values: Record<string, string | string[]>) => ({
        ...values,
        parentCode: parent?.code ?? "",
        code: row?.code ?? parent?.code ?? "",
      }),
    },
  };
}
