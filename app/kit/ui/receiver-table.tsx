/**
 * The receivers of a split (商户分账, 门店分账): a table of plain repeated fields, one row per
 * receiver, blank rows to add more (works without JavaScript: the server leaves blank rows out).
 * Each screen names its columns, its field names and labels; a row's error sits under its field.
 */
import { Input } from "~/components/ui/input";
import type { Option } from "./filter-bar";
import { OptionList } from "./option-list";

export type ReceiverColumn = {
  name: string;
  header: string;
  /** The field's accessible name on row `i` (0-based), e.g. "第1个接收方名称". */
  label: (i: number) => string;
  maxLength?: number;
  inputMode?: "numeric" | "decimal";
  /** A select of these instead of a text field. */
  options?: Option[];
  /** How a read-only cell shows the value (e.g. "12.50%"). */
  show?: (value: string) => string;
};

export function ReceiverTable(props: {
  columns: ReceiverColumn[];
  rows: number;
  /** The posted name of a row's field. */
  fieldName: (i: number, name: string) => string;
  value: (i: number, name: string) => string;
  error?: (i: number, name: string) => string | null;
  caption?: string;
  /** A first column with the row's number. */
  numbered?: boolean;
  readOnly?: boolean;
}) {
  return (
    <table className="w-full text-sm">
      {props.caption ? <caption className="text-left font-medium">{props.caption}</caption> : null}
      <thead>
        <tr>
          {props.numbered ? <th className="text-left">#</th> : null}
          {props.columns.map((column) => (
            <th key={column.name} className="text-left font-normal">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: props.rows }, (_, i) => (
          <tr key={i}>
            {props.numbered ? <td className="pr-2 align-top">{i + 1}</td> : null}
            {props.columns.map((column) => (
              <td key={column.name} className="pr-2 pb-2 align-top">
                {props.readOnly ? (
                  (column.show ?? String)(props.value(i, column.name))
                ) : (
                  <ReceiverField
                    column={column}
                    i={i}
                    name={props.fieldName(i, column.name)}
                    value={props.value(i, column.name)}
                    error={props.error?.(i, column.name) ?? null}
                  />
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReceiverField(props: {
  column: ReceiverColumn;
  i: number;
  name: string;
  value: string;
  error: string | null;
}) {
  const { column, error } = props;
  const id = `receivers-${props.i}-${column.name}`;
  const described = {
    id,
    name: props.name,
    defaultValue: props.value,
    "aria-label": column.label(props.i),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <>
      {column.options ? (
        <select {...described} className="bg-background h-9 rounded-md border px-2">
          <OptionList options={column.options} />
        </select>
      ) : (
        <Input {...described} inputMode={column.inputMode} maxLength={column.maxLength} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-destructive mt-1 text-xs">
          {error}
        </p>
      ) : null}
    </>
  );
}
