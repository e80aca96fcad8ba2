import { useRouteLoaderData } from "react-router";
import { SegmentedNav } from "~/components/segmented-nav";
import { findMenuLeaf, type MenuItem } from "~/lib/menu";
import { useT } from "~/lib/i18n";
import { MESSAGE_LISTS, type MessageKind } from "~/screens/message/myMessage/screen";

const PLATFORM_INFO = "/message/platformInfo";

/** 我的消息 | 系统通知 (| 平台公告, for operators whose menu holds it): the lists of the message centre. */
export function MessageTabs({ kind }: { kind: MessageKind | "platformInfo" }) {
  const t = useT();
  const layout = useRouteLoaderData<{ menu?: MenuItem[] }>("routes/console/layout");
  const announcements = layout?.menu ? findMenuLeaf(layout.menu, PLATFORM_INFO) !== null : false;
  const items = [
    { key: "mine", to: MESSAGE_LISTS.mine.path, label: t("menu.myMessage") },
    { key: "system", to: MESSAGE_LISTS.system.path, label: t("menu.sysNotice") },
    ...(announcements ? [{ key: "platformInfo", to: PLATFORM_INFO, label: t("menu.platformInfo") }] : []),
  ];
  return <SegmentedNav label={t("messages.centre")} items={items} current={kind} />;
}
