/** The logs' page parts beyond their descriptors: monospace and clipped cells, the stack trace in its own scrolling block. */
import type { RowFieldKind, RowOf } from "~/kit/shared/screen";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { LOG_LISTS, type LogKind } from "./screen";

const mono = (value: unknown) => (value ? <span className="font-mono text-xs">{String(value)}</span> : "—");
const clip = (value: unknown) =>
  value ? (
    <span className="line-clamp-2 max-w-md" title={String(value)}>
      {String(value)}
    </span>
  ) : (
    "—"
  );
type Log = Record<string, string>;

export function LogScreen({
  data: loaderData,
}: {
  data: ScreenLoaderData<RowOf<Record<string, RowFieldKind>>> & { kind: LogKind };
}) {
  const cells = {
    exceptionName: (row: Log) => mono(row.exceptionName),
    requestUri: (row: Log) => mono(row.requestUri),
    logId: (row: Log) => mono(row.logId),
    message: (row: Log) => clip(row.message),
    logData: (row: Log) => clip(row.logData),
    createTime: (row: Log) => <span className="whitespace-nowrap">{row.createTime || "—"}</span>,
  };
  const details = {
    stackTrace: (row: Log, label: string) =>
      row.stackTrace ? (
        // A region the keyboard can reach, so a long trace scrolls without a mouse.
        <pre
          role="region"
          tabIndex={0}
          aria-label={label}
          className="bg-muted max-h-72 overflow-auto rounded-md p-3 font-mono text-xs whitespace-pre"
        >
          {row.stackTrace}
        </pre>
      ) : (
        ""
      ),
    params: (row: Log) => mono(row.params),
    logData: (row: Log) => mono(row.logData),
  };
  return (
    <DescribedScreen
      key={loaderData.kind}
      spec={LOG_LISTS[loaderData.kind]}
      data={loaderData}
      cells={cells}
      details={details}
    />
  );
}
