import { redirect } from "react-router";

/**
 * Any other path under the signed-in layout is unknown (spec §2: "Any unknown path redirects to
 * /404"). Every menu item has its own screen module in routes.ts; a menu path without one is a
 * defect the menu walk (tests/worker/shell/menu-walk.test.ts) fails on.
 */
export function loader(): never {
  throw redirect("/404");
}
