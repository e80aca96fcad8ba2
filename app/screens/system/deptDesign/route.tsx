import { screenMeta } from "~/lib/menu-title";
import { deptDesignScreen } from "./screen";
import { loadDeptDesign, saveDeptDesign } from "./screen.server";
import { type RouteComponent, screenPage } from "~/kit/ui/crud-screen";
import { DeptDesignBody } from "./page";
import type { Route } from "./+types/route";

/** 机构主题: the institution's theme, title and left logo in one form (dept_design_edit). */
export const loader = (args: Route.LoaderArgs) => loadDeptDesign(args);
export const action = (args: Route.ActionArgs) => saveDeptDesign(args);
export const meta = screenMeta(deptDesignScreen);

export default screenPage(deptDesignScreen, DeptDesignBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";
