/**
 * 地区管理 on the server: the lazy tree (system.region.lazyList?parentCode=, expanded rows in
 * ?open=) unless a search asks for the flat list; a child's form names its parent
 * (?dialog=create&id=<parent code>); the code is the row's id for the backend (update, and
 * system.region.remove?id=code, refused with 请先删除子节点! while a region has children).
 */
import { system } from "@contract";
import { z } from "zod";
import type { ActionOptions, LoadOptions } from "~/kit/server/described.server";
import { formSchema, rowReader } from "~/kit/server/described.server";
import { fetchDetail } from "~/kit/server/page.server";
import { lazyTreePage } from "~/kit/server/tree.server";
import type { ListQuery } from "~/kit/shared/query";
import type { RowOf } from "~/kit/shared/screen";
import type { Operator } from "~/server/auth.server";
import { blanks } from "~/screens/_shared/system/org-form.server";
import { REGION_ROOT, regionScreen } from "./screen";

type Region = RowOf<typeof regionScreen.row>;
const toRegion = rowReader(regionScreen);
const detail = (operator: Operator, code: string) => fetchDetail(operator, system.region.detail, { code }, toRegion);

export function regionLoadOptions(operator: Operator) {
  return (query: ListQuery): LoadOptions<Region, { tree: boolean; parent: Region | null }> => {
    const flat = Object.values(query.filters).some(Boolean);
    const parentCode = query.dialog === "create" ? query.id : null;
    return {
      list: flat
        ? undefined
        : () =>
            lazyTreePage(operator, {
              entry: system.region.lazyList,
              param: "parentCode",
              rootId: REGION_ROOT,
              open: query.open,
              toRow: toRegion,
            }),
      detail: (code) => detail(operator, code),
      extra: (async () => ({
        tree: !flat,
        parent: parentCode ? ((await detail(operator, parentCode)).value ?? null) : null,
      }))(),
    };
  };
}

const code = z.string().regex(/^\d{2,12}$/, "kit.validation.format");
const fields = formSchema(regionScreen).omit({ id: true });

export const regionActions: ActionOptions = {
  schema: { create: fields.extend({ parentCode: code.optional() }), update: fields.extend({ id: code }) },
  send: (value, operator, intent) =>
    operator.api.call(system.region.submit, {
      json:
        intent === "create"
          ? { parentCode: REGION_ROOT, ...value }
          : { ...blanks(operator, "region", ["remark"]), ...value },
    }),
  remove: (code, operator) => operator.api.call(system.region.remove, { query: { id: code } }),
};
