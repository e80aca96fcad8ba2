/**
 * Turning a row's 0/1 switch the other way (启用/停用, 上架/下架, 同步/停止同步), asked first in a
 * row dialog: the action and what it means for this row, then its button, red when it turns the
 * switch off. It posts the switch's intent with the row's id and the switch's next value.
 */
import type { ListDialog } from "./op-dialog";
import { OpConfirm } from "./row-ops";
import type { Say } from "./say";

/** A switch: the intent that posts it, the field it sets, and the screen's words for turning it on and off. */
export type RowSwitch = {
  intent: string;
  field: string;
  /** The action's text and its confirmation's (given the row's `name`). */
  on: { action: string; means: string };
  off: { action: string; means: string };
};

/** The way a switch standing at `value` turns next ("1" turns it on). */
const nextOf = (value: string) => (value === "1" ? "0" : "1");

/** The action's name for a switch standing at `value` (停用 while on, 启用 while off). */
export const switchAction = (say: Say, spec: RowSwitch, value: string) =>
  say(nextOf(value) === "1" ? spec.on.action : spec.off.action);

export function SwitchConfirm(props: {
  spec: RowSwitch;
  row: { id: string; name: string; value: string };
  say: Say;
  dialog: ListDialog;
}) {
  const { spec, row, say } = props;
  const next = nextOf(row.value);
  const words = next === "1" ? spec.on : spec.off;
  const action = say(words.action);
  return (
    <OpConfirm
      title={`${action} · ${row.name}`}
      closeHref={props.dialog.closeHref}
      intent={spec.intent}
      fields={{ id: row.id, [spec.field]: next }}
      message={say(words.means, { name: row.name })}
      confirmLabel={action}
      actionData={props.dialog.form.state}
      danger={next === "0"}
    />
  );
}
