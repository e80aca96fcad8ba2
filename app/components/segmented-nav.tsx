import { Link } from "react-router";
import { cn } from "~/lib/utils";

export type SegmentedNavItem = { key: string; to: string; label: string };

/**
 * Links between sibling views shown as one segmented control (字典管理 | 业务字典, 敏感词 | 白名单,
 * 我的消息 | 系统通知, the sign-in modes). Plain links: they work without JavaScript, and the
 * current one is announced with aria-current="page".
 */
export function SegmentedNav(props: {
  label: string;
  items: SegmentedNavItem[];
  current: string;
  replace?: boolean;
  fill?: boolean;
}) {
  return (
    <nav
      aria-label={props.label}
      className={cn("bg-muted grid grid-flow-col gap-1 rounded-lg p-1 text-sm", !props.fill && "w-fit")}
    >
      {props.items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          replace={props.replace}
          aria-current={item.key === props.current ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-center transition-colors",
            item.key === props.current
              ? "bg-background font-medium shadow-sm"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
