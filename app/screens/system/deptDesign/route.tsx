import { screenMeta } from "~/lib/menu-title";
import { deptDesignScreen } from "./screen";
import { loadDeptDesign, saveDeptDesign } from "./screen.server";
import { DeptDesignScreen } from "./page";
import type { Route } from "./+types/route";

/** 机构主题: the institution's theme, title and left logo in one form (dept_design_edit). */
export const loader = (args: Route.LoaderArgs) => loadDeptDesign(args);
export const action = (args: Route.ActionArgs) => saveDeptDesign(args);
export const meta = screenMeta(deptDesignScreen);

export default function DeptDesign({ loaderData, actionData }: Route.ComponentProps) {
  return <DeptDesignScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";
