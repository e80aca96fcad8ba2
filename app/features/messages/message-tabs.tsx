import { Link } from "react-router";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { MESSAGE_PATHS, type MessageKind } from "./query";

/** 我的消息 | 系统通知: the two lists of the message centre. */
export function MessageTabs({ kind }: { kind: MessageKind }) {
  const t = useT();
  const tabs = [
    { kind: "mine" as const, label: t("messages.mine") },
    { kind: "system" as const, label: t("messages.system") },
  ];
  return (
    <nav aria-label={t("messages.title")} className="bg-muted grid w-fit grid-flow-col gap-1 rounded-lg p-1 text-sm">
      {tabs.map((tab) => (
        <Link
          key={tab.kind}
          to={MESSAGE_PATHS[tab.kind]}
          aria-current={tab.kind === kind ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-center transition-colors",
            tab.kind === kind ? "bg-background font-medium shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
