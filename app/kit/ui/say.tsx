/**
 * A page's own texts by their short names: `say("states.1")` reads `<texts>.states.1` of the
 * screen (its locale namespace, e.g. "money.freeze"), with the values the text names.
 */
import { type Translate, type TranslationKey, useT } from "~/lib/i18n";
import type { Option } from "./filter-bar";
import { StateBadge, type Tone } from "./row-ops";

export type Say = (name: string, values?: Record<string, string | number>) => string;

/** The texts of a screen (or of any namespace given as `{ texts }`) through a translator already at hand. */
export const sayOf =
  (t: Translate, screen: { texts: string }): Say =>
  (name, values) =>
    t(`${screen.texts}.${name}` as TranslationKey, values);

export function useSay(screen: { texts: string }): Say {
  return sayOf(useT(), screen);
}

/** Options for `values`, each labelled by the screen's `<group>.<value>` text (e.g. `results.1`). */
export const sayOptions = (say: Say, group: string, values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: say(`${group}.${value}`) }));

/** A state cell: the screen's tone for the value (muted when it has none) and the value's `states.<value>` text. */
export function StateText(props: { tones: Record<string, Tone>; value: string; say: Say }) {
  return <StateBadge tone={props.tones[props.value] ?? "muted"} label={props.say(`states.${props.value}`)} />;
}
