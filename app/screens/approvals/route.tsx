import { screenPage, type RouteComponent } from "~/kit/ui/crud-screen";
import { approvalsAction, loadApprovals } from "./approvals.server";
import { ApprovalsBody } from "./page";
import type { Route } from "./+types/route";

/** 我的审批 (/approvals): every task waiting on the signed-in operator, decided here (ADR 042). */
export const loader = (args: Route.LoaderArgs) => loadApprovals(args);
export const action = (args: Route.ActionArgs) => approvalsAction(args);
export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title ?? "我的审批" }];

export default screenPage({ id: "approvals" }, ApprovalsBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";
