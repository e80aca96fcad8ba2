/** 敏感词 / 白名单's page: the described list under its own title, with tabs linking the two lists. */
import { SegmentedNav } from "~/components/segmented-nav";
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { useT } from "~/lib/i18n";
import { type SensitiveWord, WORD_LISTS, type WordKind } from "./screen";

export function SensitiveScreen(props: {
  data: ScreenLoaderData<SensitiveWord> & { kind: WordKind };
  actionData?: KitActionData;
}) {
  const { kind } = props.data;
  return (
    <DescribedScreen
      key={kind}
      spec={WORD_LISTS[kind]}
      data={props.data}
      actionData={props.actionData}
      title={kind === "white" ? "white" : undefined}
      nav={<WordTabs kind={kind} />}
    />
  );
}

/** 敏感词 | 白名单: links between the two lists. */
function WordTabs({ kind }: { kind: WordKind }) {
  const t = useT();
  const items = (["words", "white"] as const).map((key) => ({
    key,
    to: WORD_LISTS[key].path,
    label: t(`system.sensitive.${key}`),
  }));
  return <SegmentedNav label={t("system.sensitive.tabs")} items={items} current={kind} />;
}
