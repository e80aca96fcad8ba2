import { SegmentedNav } from "~/components/segmented-nav";
import { loadScreen, screenAction } from "~/kit/server/described.server";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { useT } from "~/lib/i18n";
import { menuTitle, screenTitle } from "~/lib/menu-title";
import { WORD_LISTS, type WordKind } from "~/screens/system/sensitive";
import { wordActions, wordKind } from "~/screens/system/sensitive.server";
import type { Route } from "./+types/sensitive";

/**
 * 敏感词 (/system/sensitive) and 白名单 (/system/sensitiveWhite): one module registered twice,
 * told apart by the path; tabs link the two lists. An edit or delete finds its row on the page.
 */
export async function loader(args: Route.LoaderArgs) {
  const kind = wordKind(args.request);
  return loadScreen(WORD_LISTS[kind], args, { extra: { kind } });
}
export const action = (args: Route.ActionArgs) => screenAction(WORD_LISTS[wordKind(args.request)], args, wordActions(wordKind(args.request)));
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const spec = WORD_LISTS[loaderData?.kind ?? "words"];
  return [{ title: loaderData?.kind === "white" ? screenTitle(loaderData, spec, "white") : menuTitle(matches, spec.menuCode, spec.name) }];
}

export default function SensitiveScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { kind } = loaderData;
  const title = kind === "white" ? "white" : undefined;
  return <DescribedScreen key={kind} spec={WORD_LISTS[kind]} data={loaderData} actionData={actionData} title={title} nav={<WordTabs kind={kind} />} />;
}

/** 敏感词 | 白名单: links between the two lists. */
function WordTabs({ kind }: { kind: WordKind }) {
  const t = useT();
  const items = (["words", "white"] as const).map((key) => ({ key, to: WORD_LISTS[key].path, label: t(`system.sensitive.${key}`) }));
  return <SegmentedNav label={t("system.sensitive.tabs")} items={items} current={kind} />;
}

export { ErrorBoundary } from "~/components/route-error";
