/** 机构主题's page: the form for those with dept_design_edit, a read-only view for the rest. */
import type { KitActionData } from "~/kit/server/action.server";
import { optionKey } from "~/kit/shared/screen";
import { useDescribedFields } from "~/kit/ui/described-screen";
import { DetailList, EntityForm } from "~/kit/ui/entity-form";
import { FormPageHead } from "~/kit/ui/form-page-head";
import { usePermissions } from "~/kit/ui/use-permissions";
import type { FormPageData } from "~/kit/ui/form-page";
import { imageSrc } from "~/lib/file-ref";
import { type TranslationKey, useT } from "~/lib/i18n";
import { type DeptDesign, deptDesignScreen as spec } from "./screen";

type Data = FormPageData & {
  design: DeptDesign;
};

export function DeptDesignBody(props: { data: Data; actionData?: KitActionData }) {
  const t = useT();
  const { can } = usePermissions();
  const fields = useDescribedFields(spec);
  const { design } = props.data;
  const label = (name: string) => fields.find((field) => field.name === name)!.label;
  const themeKey = optionKey(spec, spec.fields.webTheme!, design.webTheme);
  return (
    <div className="grid max-w-3xl gap-4">
      <FormPageHead title={t("menu.deptDesign")} description={t("system.dept.design.description")} data={props.data} />
      <section aria-label={t("menu.deptDesign")} className="bg-card rounded-xl border p-6">
        {can("dept_design_edit") ? (
          <EntityForm
            intent="update"
            fields={fields}
            initial={design}
            state={props.actionData}
            closeHref={spec.path}
            menuCode={spec.menuCode}
            submitLabel={t("kit.save")}
          />
        ) : (
          <div className="grid gap-4">
            <p className="text-muted-foreground text-sm">{t("system.dept.design.readOnly")}</p>
            <DetailList
              items={[
                { label: label("webTheme"), value: themeKey ? t(themeKey as TranslationKey) : design.webTheme },
                { label: label("title"), value: design.title },
                {
                  label: label("leftLogo"),
                  value: imageSrc(design.leftLogo) ? (
                    <img src={imageSrc(design.leftLogo)} alt={label("leftLogo")} className="h-12 object-contain" />
                  ) : (
                    t("system.dept.design.empty")
                  ),
                  wide: true,
                },
              ]}
            />
          </div>
        )}
      </section>
    </div>
  );
}
