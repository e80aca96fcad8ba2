import { redirect } from "react-router";
import { landingPath } from "~/lib/menu";
import { loadMenu } from "~/server/menu/menu.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/main";

/** /main: where a signed-in operator lands (spec §4: 首页 if the menu has it, else the orders). */
export async function loader({ context }: Route.LoaderArgs) {
  const menu = await loadMenu(context.get(operatorContext));
  throw redirect(landingPath(menu));
}
