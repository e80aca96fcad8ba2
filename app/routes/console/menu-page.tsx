import { ConstructionIcon } from "~/components/icons";
import { redirect } from "react-router";
import { currentScreen, menuItemTitle } from "~/features/menu/current-screen.server";
import { useLabel, useT } from "~/lib/i18n";
import type { Route } from "./+types/menu-page";

/**
 * Any other path: a screen from the operator's menu (built in later issues: this page says
 * so plainly), or /404 when the menu does not have it (spec §2).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const item = (await currentScreen(context)).leaf;
  if (!item) throw redirect("/404");
  return { name: item.name, i18n: item.i18n, title: menuItemTitle(context, item) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "" }];
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const label = useLabel();
  return (
    <div className="grid gap-4" data-screen="being-built">
      <h1 className="text-2xl font-semibold">{label(loaderData.i18n, loaderData.name)}</h1>
      <div className="text-muted-foreground flex items-center gap-3 rounded-xl border border-dashed p-8">
        <ConstructionIcon className="size-6" aria-hidden />
        <p>{t("placeholder.text")}</p>
      </div>
    </div>
  );
}
