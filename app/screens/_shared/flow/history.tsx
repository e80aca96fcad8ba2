/**
 * An instance's history as the work-flow screens show it (待办, 已办, 流程管理): 发起, each step
 * reached (its role, who completed it and when, 同意 / 驳回, the comment; 审批中 while open), and
 * 结束 with the outcome.
 */
import { StateBadge } from "~/kit/ui/row-ops";
import { type TranslationKey, useT } from "~/lib/i18n";

export type HistoryEntry = {
  name: string;
  type: "start" | "task" | "end";
  assigneeName: string;
  roleName: string;
  createTime: string;
  endTime: string;
  /** ok (同意), reject (驳回), or "" (open, or no result). */
  flag: string;
  comment: string;
};

/** `texts`: the screen's texts, whose `log` part names the entries (each screen sends only its own texts). */
export function HistoryList(props: { entries: HistoryEntry[]; texts: string }) {
  const t = useT();
  const say = (name: string) => t(`${props.texts}.log.${name}` as TranslationKey);
  if (props.entries.length === 0) return <p className="text-muted-foreground text-sm">{say("empty")}</p>;
  return (
    <ol className="grid gap-2" aria-label={say("title")}>
      {props.entries.map((entry, i) => {
        const open = entry.type === "task" && !entry.endTime;
        const result =
          entry.flag === "ok" ? (
            <StateBadge tone="success" label={say("ok")} />
          ) : entry.flag === "reject" ? (
            <StateBadge tone="danger" label={say("reject")} />
          ) : open ? (
            <StateBadge tone="warning" label={say("open")} />
          ) : null;
        return (
          <li key={`${entry.name}-${i}`} className="rounded-md border px-3 py-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <strong>{entry.type === "start" ? say("start") : entry.type === "end" ? say("end") : entry.name}</strong>
              {entry.roleName ? <span className="text-muted-foreground">{entry.roleName}</span> : null}
              {result}
            </div>
            <div className="text-muted-foreground mt-1 flex flex-wrap gap-x-4">
              {entry.assigneeName ? <span>{`${say("assignee")}：${entry.assigneeName}`}</span> : null}
              <span>{`${say("time")}：${entry.endTime || entry.createTime || "—"}`}</span>
            </div>
            {entry.comment ? <p className="mt-1">{`${say("comment")}：${entry.comment}`}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
