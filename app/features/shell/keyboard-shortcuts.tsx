import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n";

/** The keys, as the help panel lists them (their labels' locale keys; the kit's and the shell's own words where they have them). */
const KEYS = [
  ["/", "shell.keys.search"],
  ["n", "kit.create"],
  ["j / k", "shell.keys.rows"],
  ["x", "shell.keys.tick"],
  ["Enter", "shell.keys.open"],
  ["Ctrl + K", "search.shortcut"],
  ["Esc", "shell.keys.close"],
  ["?", "shell.keys.help"],
] as const;

/** Typing goes to the field, never to a shortcut. */
function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

const rowsOf = (main: HTMLElement) => [...main.querySelectorAll<HTMLTableRowElement>("tbody tr[data-row-id]")];

/** The row j / k / x / Enter act on: the one holding focus. */
const focusedRow = () =>
  document.activeElement instanceof HTMLElement
    ? document.activeElement.closest<HTMLTableRowElement>("tr[data-row-id]")
    : null;

function focusRow(row: HTMLTableRowElement | undefined) {
  if (!row) return;
  row.tabIndex = -1;
  row.focus();
}

/**
 * The console's keyboard shortcuts, for every list the same (they act on what the page shows:
 * its search form, its 新增 link, its table's rows): `/` to the first search field, `n` for
 * 新增 where the operator may, `j`/`k` down and up the rows, `x` ticks the row, Enter opens it
 * (its first action), `?` this help. They never take a key from a field being typed in, nor
 * while a dialog is open (it has its own keys).
 */
export function KeyboardShortcuts() {
  // The help panel is drawn only when asked for (not on every page's server render).
  const [helpShown, setHelpShown] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"], dialog[open]')) return;
      const main = document.getElementById("main");
      if (!main) return;
      const act = (done: boolean) => done && event.preventDefault();
      switch (event.key) {
        case "?":
          setHelpShown(true);
          return act(true);
        case "/": {
          const field = main.querySelector<HTMLElement>(
            'form[role="search"] input:not([type="hidden"]), form[role="search"] select',
          );
          field?.focus();
          return act(Boolean(field));
        }
        case "n": {
          const create = main.querySelector<HTMLElement>('[aria-keyshortcuts="n"]');
          create?.click();
          return act(Boolean(create));
        }
        case "j":
        case "k": {
          const rows = rowsOf(main);
          const at = rows.indexOf(focusedRow()!);
          focusRow(at < 0 ? rows[0] : rows[Math.min(Math.max(at + (event.key === "j" ? 1 : -1), 0), rows.length - 1)]);
          return act(rows.length > 0);
        }
        case "x": {
          const box = focusedRow()?.querySelector<HTMLInputElement>('input[type="checkbox"]:not(:disabled)');
          box?.click();
          return act(Boolean(box));
        }
        case "Enter": {
          const row = focusedRow();
          if (row !== document.activeElement) return;
          const open = row?.querySelector<HTMLElement>(".row-actions a, a[href]");
          open?.click();
          return act(Boolean(open));
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return helpShown ? <ShortcutHelp onClose={() => setHelpShown(false)} /> : null;
}

/** The `?` panel: a modal <dialog> (it keeps focus inside, Esc closes it, focus goes back). */
function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const t = useT();
  const help = useRef<HTMLDialogElement>(null);
  useEffect(() => help.current?.showModal(), []);
  return (
    <dialog
      ref={help}
      onClose={onClose}
      aria-labelledby="shortcuts-title"
      className="bg-popover text-popover-foreground m-auto w-full max-w-sm rounded-lg border p-6 shadow-lg backdrop:bg-black/50"
    >
      <h2 id="shortcuts-title" className="mb-4 text-lg font-semibold">
        {t("shell.keys.title")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {KEYS.map(([key, label]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="bg-muted rounded border px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-6 flex justify-end">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the panel is opened from the keyboard (?): Enter or Esc closes it */}
        <button type="submit" className="hover:bg-accent rounded-md border px-4 py-2 text-sm" autoFocus>
          {t("shell.keys.done")}
        </button>
      </form>
    </dialog>
  );
}
