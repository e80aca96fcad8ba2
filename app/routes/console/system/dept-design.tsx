import { ScreenTexts } from "~/kit/ui/crud-screen";
import { DetailList, EntityForm } from "~/kit/ui/entity-form";
import { ActionError, FlashToast, ScreenHeader } from "~/kit/ui/list-actions";
import { usePermissions } from "~/kit/ui/use-permissions";
import { THEMES } from "~/features/system/dept-design";
import { deptDesignAction, loadDeptDesignScreen } from "~/features/system/dept-design.server";
import { type TranslationKey, useT } from "~/lib/i18n";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/dept-design";
import { menuTitle } from "~/lib/menu-title";

/** 机构主题: the institution's theme, title and left logo in one form (dept_design_edit). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDeptDesignScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return deptDesignAction(request, context.get(operatorContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: menuTitle(matches, "deptDesign", "机构主题") }];
}

export default function DeptDesignScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <DeptDesignBody data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

const PATH = "/system/deptDesign";
const THEME_KEYS: Record<(typeof THEMES)[number], TranslationKey> = {
  "theme-fhb": "system.dept.design.themeFhb",
  "theme-ocean": "system.dept.design.themeOcean",
  "theme-violet": "system.dept.design.themeViolet",
  "theme-forest": "system.dept.design.themeForest",
};

function DeptDesignBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const { can } = usePermissions();
  const { design } = props.data;
  const themes = THEMES.map((value) => ({ value, label: t(THEME_KEYS[value]) }));
  const themeLabel = themes.find((theme) => theme.value === design.webTheme)?.label ?? design.webTheme;
  return (
    <div className="grid max-w-3xl gap-4">
      <ScreenHeader title={t("menu.deptDesign")} />
      <p className="text-muted-foreground text-sm">{t("system.dept.design.description")}</p>
      <FlashToast flash={props.data.flash} />
      {props.data.loadError ? <ActionError message={props.data.loadError} /> : null}
      <section aria-label={t("menu.deptDesign")} className="bg-card rounded-xl border p-6">
        {can("dept_design_edit") ? (
          <EntityForm
            intent="update"
            fields={[
              { name: "webTheme", label: t("system.dept.design.webTheme"), kind: "select", required: true, options: themes },
              { name: "title", label: t("system.dept.design.siteTitle"), required: true, maxLength: 50, sensitive: true },
              { name: "leftLogo", label: t("system.dept.design.leftLogo"), kind: "image", image: "basic" },
            ]}
            initial={{ webTheme: design.webTheme, title: design.title, leftLogo: design.leftLogo }}
            state={props.actionData}
            closeHref={PATH}
            menuCode="deptDesign"
            submitLabel={t("kit.save")}
          />
        ) : (
          <div className="grid gap-4">
            <p className="text-muted-foreground text-sm">{t("system.dept.design.readOnly")}</p>
            <DetailList
              items={[
                { label: t("system.dept.design.webTheme"), value: themeLabel },
                { label: t("system.dept.design.siteTitle"), value: design.title },
                {
                  label: t("system.dept.design.leftLogo"),
                  value: design.leftLogo ? <img src={design.leftLogo} alt={t("system.dept.design.leftLogo")} className="h-12 object-contain" /> : t("system.dept.design.empty"),
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

export { ErrorBoundary } from "~/components/route-error";
