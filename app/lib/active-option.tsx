import { useId, useState } from "react";

/**
 * The options of a listbox whose combobox keeps the focus (ARIA's combobox pattern): one option is
 * the active one, named to assistive technology by the combobox's aria-activedescendant; ↓ and ↑
 * move it, staying within the `count` options. The component sets it too (a new list, the pointer).
 */
export function useActiveOption(count: number) {
  const listId = useId();
  const [active, setActive] = useState(0);
  const optionId = (at: number) => `${listId}-${at}`;
  const hasActive = active >= 0 && active < count;
  return {
    /** The listbox's id, for its `id` and the combobox's aria-controls. */
    listId,
    /** The id of the option at `at`, for its `id`. */
    optionId,
    active,
    setActive,
    /** The combobox's aria-activedescendant: the active option, while the list is shown. */
    activeDescendant: (shown = true) => (shown && hasActive ? optionId(active) : undefined),
    /** ↓ or ↑ moves the active option (the key's default prevented); false for any other key. */
    moveOnArrow(event: React.KeyboardEvent): boolean {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return false;
      event.preventDefault();
      if (event.key === "ArrowDown") setActive((at) => Math.min(count - 1, at + 1));
      else setActive((at) => Math.max(0, at - 1));
      return true;
    },
  };
}

export type ActiveOption = ReturnType<typeof useActiveOption>;

/**
 * An option of such a listbox, the `at`th: its id, and selected while it is the active one. Its
 * click has no key of its own: the keys choose through the combobox, which keeps the focus.
 */
export function ListboxOption({
  listbox,
  at,
  ...li
}: { listbox: ActiveOption; at: number } & React.ComponentProps<"li">) {
  return <li id={listbox.optionId(at)} role="option" aria-selected={at === listbox.active} {...li} />;
}
