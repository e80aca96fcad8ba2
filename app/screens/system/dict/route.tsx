import { loadScreen, screenAction } from "~/kit/server/described.server";
import { pairedScreenMeta } from "~/lib/menu-title";
import { DICTIONARIES } from "./screen";
import { dictActions, dictKind, dictLoadOptions } from "./screen.server";
import { DictScreen } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/**
 * 字典管理 (/system/dict) and 业务字典 (/system/dictBiz): one module registered twice, told apart
 * by path. A page of dictionary roots; an open root shows its entries as a tree.
 */
export async function loader(args: Route.LoaderArgs) {
  const kind = dictKind(args.request);
  return loadScreen(DICTIONARIES[kind], args, dictLoadOptions(kind, args.context.get(operatorContext)));
}
export const action = (args: Route.ActionArgs) => screenAction(DICTIONARIES[dictKind(args.request)], args, dictActions);
export const meta = pairedScreenMeta(DICTIONARIES, "dict", "biz", "bizTitle");

export default function Dict({ loaderData, actionData }: Route.ComponentProps) {
  return <DictScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";
