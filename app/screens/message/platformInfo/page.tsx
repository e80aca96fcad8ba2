/** 平台公告's page parts beyond its descriptor: the message centre's tabs, the departments the loader offers, the reads cell, and 修改 without departments. */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { type RowOf } from "~/kit/shared/screen";
import { useT } from "~/lib/i18n";
import { MessageTabs } from "~/screens/_shared/messages/message-tabs";
import type { platformInfoScreen } from "./screen";
import type { DeptChoice } from "./screen.server";

type Info = RowOf<typeof platformInfoScreen.row>;
type Data = ScreenLoaderData<Info> & { depts: DeptChoice[] };

export function usePlatformInfoParts({ depts }: Data) {
  const t = useT();
  const reads = (row: Info) =>
    t("messages.platformInfo.readsValue", { read: row.readCount ?? 0, total: row.receiverCount ?? 0 });
  return {
    nav: <MessageTabs kind="platformInfo" />,
    filterOptions: { createDept: depts },
    cells: { readCount: (row: Info) => <span className="tabular-nums">{reads(row)}</span> },
    details: { readCount: reads },
    form: {
      // 新增 names the departments; 修改 changes one announcement's title and content only.
      fields: (mode: "create" | "edit", _row: Info | null, fields: FormField[]) =>
        fields.flatMap((field) =>
          field.name !== "deptIds"
            ? [field]
            : mode === "edit"
              ? []
              : [{ ...field, options: depts, hint: depts.length ? field.hint : t("messages.platformInfo.noDepts") }],
        ),
      initial: (_row: Info | null, values: Record<string, string | string[]>) => ({ ...values, deptIds: [] }),
      aside: (mode: "create" | "edit", row: Info | null) =>
        mode === "edit" && row ? (
          <p role="note" className={row.readCount ? "text-destructive text-sm" : "text-muted-foreground text-sm"}>
            {row.readCount
              ? t("messages.platformInfo.readLocked", { count: row.readCount })
              : t("messages.platformInfo.editHint")}
          </p>
        ) : null,
    },
  };
}
