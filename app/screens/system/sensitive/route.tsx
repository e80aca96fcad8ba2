import { loadScreen, screenAction } from "~/kit/server/described.server";
import { pairedScreenMeta } from "~/lib/menu-title";
import { WORD_LISTS } from "./screen";
import { wordActions, wordKind } from "./screen.server";
import { SensitiveScreen } from "./page";
import type { Route } from "./+types/route";

/**
 * 敏感词 (/system/sensitive) and 白名单 (/system/sensitiveWhite): one module registered twice,
 * told apart by the path. An edit or delete finds its row on the page.
 */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(WORD_LISTS[wordKind(args.request)], args, { extra: { kind: wordKind(args.request) } });
export const action = (args: Route.ActionArgs) =>
  screenAction(WORD_LISTS[wordKind(args.request)], args, wordActions(wordKind(args.request)));
export const meta = pairedScreenMeta(WORD_LISTS, "words", "white", "white");

export default function Sensitive({ loaderData, actionData }: Route.ComponentProps) {
  return <SensitiveScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";
