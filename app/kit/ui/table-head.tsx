import { cn } from "~/lib/utils";

/**
 * The head of a small plain table (a dialog's, a detail's, a form's): one header cell a label, in
 * order. `gap` spaces every column but the last from the next; `right` names the columns that
 * hold amounts, right-aligned like their cells.
 */
export function TableHead(props: {
  labels: React.ReactNode[];
  /** The header row's class: muted and left-aligned unless it says otherwise. */
  className?: string;
  /** Every header cell's class. */
  cell: string;
  gap?: string;
  right?: readonly number[];
}) {
  const last = props.labels.length - 1;
  return (
    <thead>
      <tr className={props.className ?? "text-muted-foreground text-left"}>
        {props.labels.map((label, i) => (
          <th key={i} className={cn(props.cell, i < last && props.gap, props.right?.includes(i) && "text-right")}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
