import { SegmentedNav } from "~/components/segmented-nav";
import { useT } from "~/lib/i18n";
import { MESSAGE_LISTS, type MessageKind } from "./messages";

/** 我的消息 | 系统通知: the two lists of the message centre. */
export function MessageTabs({ kind }: { kind: MessageKind }) {
  const t = useT();
  const items = [
    { key: "mine", to: MESSAGE_LISTS.mine.path, label: t("messages.mine") },
    { key: "system", to: MESSAGE_LISTS.system.path, label: t("messages.system") },
  ];
  return <SegmentedNav label={t("messages.title")} items={items} current={kind} />;
}
