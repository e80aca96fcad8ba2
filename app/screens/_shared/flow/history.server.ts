/** An instance's history on the server (flow.process.historyFlowList): each entry read as text, none when the backend cannot answer. */
import { flow } from "@contract";
import { text } from "~/kit/server/page.server";
import type { Operator } from "~/server/auth.server";
import type { HistoryEntry } from "./history";

export function readHistory(raw: unknown): HistoryEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    if (typeof item !== "object" || item === null) return [];
    const e = item as Record<string, unknown>;
    const type = text(e.historyActivityType);
    return [
      {
        name: text(e.historyActivityName),
        type: type === "start" || type === "end" ? type : "task",
        assigneeName: text(e.assigneeName),
        roleName: text(e.roleName),
        createTime: text(e.createTime),
        endTime: text(e.endTime),
        flag: text(e.flag),
        comment: text(e.comment),
      } satisfies HistoryEntry,
    ];
  });
}

export async function fetchHistory(operator: Operator, instanceId: string): Promise<HistoryEntry[] | null> {
  try {
    return readHistory(
      await operator.api.call(flow.process.historyFlowList, { query: { processInstanceId: instanceId } }),
    );
  } catch {
    return null;
  }
}
