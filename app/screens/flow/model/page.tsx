/**
 * 流程模型's page parts: the category filter and select (system dictionary `flow`), each step
 * row's role select (the tenant's roles), a wide form, and the detail's steps.
 */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { FormField } from "~/kit/ui/entity-form";
import type { FlowModel } from "./screen";
import type { ModelExtra } from "./screen.server";

export type ModelData = ScreenLoaderData<FlowModel> & ModelExtra;

export function useModelParts(data: ModelData) {
  const withChoices = (field: FormField): FormField =>
    field.name === "category"
      ? { ...field, options: data.categories }
      : /^step\d+Role$/.test(field.name)
        ? { ...field, options: data.roles }
        : field;
  return {
    filterOptions: { category: data.categories },
    cells: {
      stepNames: (row: FlowModel) => row.stepNames || "—",
      version: (row: FlowModel) => (row.version == null ? "—" : `V${row.version}`),
    },
    details: { version: (row: FlowModel) => (row.version == null ? "—" : `V${row.version}`) },
    form: {
      wide: true,
      fields: (_mode: "create" | "edit", _row: FlowModel | null, fields: FormField[]) => fields.map(withChoices),
    },
  };
}
