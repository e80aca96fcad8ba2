import { SegmentedNav } from "~/components/segmented-nav";
import { CrudScreen, ScreenTexts } from "~/kit/ui/crud-screen";
import { type SensitiveWord, WORD_PATHS, type WordKind } from "~/features/system/sensitive";
import { loadSensitiveScreen, sensitiveAction } from "~/features/system/sensitive.server";
import { useT } from "~/lib/i18n";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/sensitive";

/**
 * 敏感词 (/system/sensitive) and 白名单 (/system/sensitiveWhite): one module registered twice,
 * told apart by the path; tabs link the two lists (search, page, sort, add, edit, delete, batch delete).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSensitiveScreen(request, context, context.get(operatorContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return sensitiveAction(request, context.get(operatorContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.kind === "white" ? "白名单" : "敏感词" }];
}

export default function SensitiveScreen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ScreenTexts messages={loaderData.messages}>
      <SensitiveBody key={loaderData.kind} data={loaderData} actionData={actionData} />
    </ScreenTexts>
  );
}

function SensitiveBody(props: { data: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const t = useT();
  const kind = props.data.kind;
  const white = kind === "white";
  const wordLabel = white ? t("system.sensitive.whiteWord") : t("system.sensitive.word");
  return (
    <CrudScreen<SensitiveWord>
      screen={white ? "sensitive-white" : "sensitive"}
      menuCode="sensitive"
      path={WORD_PATHS[kind]}
      title={white ? t("system.sensitive.white") : t("menu.sensitive")}
      data={props.data}
      actionData={props.actionData}
      nav={<WordTabs kind={kind} />}
      filters={[{ name: "word", label: wordLabel, placeholder: t("system.sensitive.wordPlaceholder") }]}
      columns={[
        { key: "word", label: wordLabel, sort: "word", hideable: false, cell: (row) => row.word },
        { key: "createTime", label: t("system.sensitive.createTime"), sort: "createTime", cell: (row) => row.createTime || "—" },
        { key: "updateTime", label: t("system.sensitive.updateTime"), sort: "updateTime", cell: (row) => row.updateTime || "—" },
      ]}
      rowId={(row) => row.id}
      rowLabel={(row) => row.word}
      buttons={{ create: "sensitive_add", edit: "sensitive_edit", delete: "sensitive_delete" }}
      batch={[{ intent: "batch-delete", label: t("kit.batchDelete"), permission: "sensitive_delete", danger: true }]}
      form={{
        fields: () => [
          { name: "word", label: wordLabel, required: true, maxLength: 50, wide: true, hint: white ? t("system.sensitive.whiteHint") : undefined },
        ],
        initial: (row) => ({ word: row?.word ?? "" }),
      }}
    />
  );
}

/** 敏感词 | 白名单: links between the two lists. */
function WordTabs({ kind }: { kind: WordKind }) {
  const t = useT();
  const items = [
    { key: "words", to: WORD_PATHS.words, label: t("system.sensitive.words") },
    { key: "white", to: WORD_PATHS.white, label: t("system.sensitive.white") },
  ];
  return <SegmentedNav label={t("system.sensitive.tabs")} items={items} current={kind} />;
}

export { ErrorBoundary } from "~/components/route-error";
