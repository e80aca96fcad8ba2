/** 设备租户配置's page: four sections, each its own form (equip_tenant_edit), or a read-only view. */
import type { KitActionData } from "~/kit/server/action.server";
import { useDescribedFields } from "~/kit/ui/described-screen";
import { DetailList, EntityForm } from "~/kit/ui/entity-form";
import { FormPageHead } from "~/kit/ui/form-page-head";
import { usePermissions } from "~/kit/ui/use-permissions";
import type { FormPageData } from "~/kit/ui/form-page";
import { type TranslationKey, useT } from "~/lib/i18n";
import { EQUIP_TENANT_SECTIONS, type EquipTenant, type EquipTenantSection, equipTenantScreen as spec } from "./screen";

type Data = FormPageData & {
  record: EquipTenant;
};

export function EquipTenantBody(props: { data: Data; actionData?: KitActionData }) {
  const t = useT();
  const { can } = usePermissions();
  const fields = useDescribedFields(spec);
  const { record } = props.data;
  const editable = can("equip_tenant_edit");
  const shown = (name: string) => {
    const kind = spec.fields[name]?.kind;
    if (kind === "switch") return t(record[name] === "1" ? "partner.equipTenant.on" : "partner.equipTenant.off");
    if (name === "cashierOrderScope")
      return t(`partner.equipTenant.orderScopes.${record[name] === "2" ? "2" : "1"}` as TranslationKey);
    return record[name] || "—";
  };
  return (
    <div className="grid max-w-3xl gap-4">
      <FormPageHead title={t("menu.equipTenant")} data={props.data} />
      {(Object.keys(EQUIP_TENANT_SECTIONS) as EquipTenantSection[]).map((name) => {
        const names: readonly string[] = EQUIP_TENANT_SECTIONS[name].fields;
        const own = fields.filter((field) => names.includes(field.name));
        const title = t(`partner.equipTenant.sections.${name}` as TranslationKey);
        return (
          <section key={name} aria-label={title} className="bg-card grid gap-3 rounded-xl border p-6">
            <h2 className="font-medium">{title}</h2>
            {editable ? (
              <EntityForm
                intent={name}
                fields={own}
                initial={Object.fromEntries(names.map((n) => [n, record[n] ?? ""]))}
                state={props.actionData}
                closeHref={spec.path}
                menuCode={spec.menuCode}
                submitLabel={t("kit.save")}
              />
            ) : (
              <DetailList items={own.map((field) => ({ label: field.label, value: shown(field.name) }))} />
            )}
          </section>
        );
      })}
    </div>
  );
}
