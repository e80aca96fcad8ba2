import { ChevronLeftIcon, ChevronRightIcon, SearchIcon, XIcon } from "~/components/icons";
import { useRef, useState } from "react";
import { Input } from "~/components/ui/input";
import { pageWindow } from "~/kit/shared/query";
import { ListboxOption, useActiveOption } from "~/lib/active-option";
import { REMOTE_KINDS, type RemoteKind, type RemoteOption, type RemoteResult } from "~/kit/shared/remote-kinds";
import { useT } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

type Props = {
  id: string;
  name: string;
  kind: RemoteKind;
  defaultValue: string;
  defaultLabel: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/**
 * A remote search-select (spec §3): type a keyword, Enter or the search button asks the server
 * (an empty keyword asks nothing), results come a page at a time (10, MCC 100) with 5 page
 * buttons (the department picker 1); arrows and Enter choose. The chosen id is the form value.
 * Without JavaScript it is a plain input for the id. Never put it inside a <label> (a click on an
 * option would also activate the label); name it with <label htmlFor={id}>. Its search button is
 * named after the kind (搜索商户), never the form's own 查询.
 */
export function RemoteSelect(props: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const [value, setValue] = useState(props.defaultValue);
  const [label, setLabel] = useState(props.defaultLabel || props.defaultValue);
  const [keyword, setKeyword] = useState("");
  const [result, setResult] = useState<RemoteResult | null>(null);
  const [state, setState] = useState<"idle" | "searching" | "failed">("idle");
  const [open, setOpen] = useState(false);
  const records = result?.records ?? [];
  const listbox = useActiveOption(records.length);
  const request = useRef(0);
  const { pageButtons } = REMOTE_KINDS[props.kind];

  if (!hydrated) {
    return (
      <span className="grid gap-1">
        <Input
          id={props.id}
          name={props.name}
          defaultValue={props.defaultValue}
          disabled={props.disabled}
          aria-invalid={props["aria-invalid"]}
          aria-describedby={props["aria-describedby"]}
          placeholder={t("kit.remote.noJs")}
          autoComplete="off"
        />
        {props.defaultLabel ? <span className="text-muted-foreground text-xs">{props.defaultLabel}</span> : null}
      </span>
    );
  }

  const search = async (page: number) => {
    const word = keyword.trim();
    if (!word) return; // Spec §5: an empty input searches nothing.
    const ticket = ++request.current;
    setState("searching");
    setOpen(true);
    try {
      const response = await fetch(`/kit/search/${props.kind}?q=${encodeURIComponent(word)}&current=${page}`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const next = (await response.json()) as RemoteResult;
      if (ticket !== request.current) return;
      setResult(next);
      listbox.setActive(0);
      setState("idle");
    } catch {
      if (ticket === request.current) setState("failed");
    }
  };

  const choose = (option: RemoteOption) => {
    setValue(option.value);
    setLabel(option.label);
    setKeyword("");
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (open && listbox.moveOnArrow(event)) return;
    if (event.key === "Enter") {
      event.preventDefault();
      const chosen = records[listbox.active];
      if (open && chosen) choose(chosen);
      else void search(1);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative grid gap-1" data-remote-kind={props.kind}>
      <input type="hidden" name={props.name} value={value} disabled={props.disabled} />
      {value ? (
        <span
          className="bg-muted flex items-center justify-between gap-2 rounded-md px-3 py-1.5 text-sm"
          data-testid="remote-choice"
        >
          <span className="truncate">{label}</span>
          {props.disabled ? null : (
            <button
              type="button"
              onClick={() => {
                setValue("");
                setLabel("");
              }}
              aria-label={t("kit.remote.clear")}
              className="text-muted-foreground hover:text-foreground"
            >
              <XIcon className="size-4" aria-hidden />
            </button>
          )}
        </span>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={props.id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listbox.listId}
          aria-autocomplete="list"
          aria-activedescendant={listbox.activeDescendant(open)}
          aria-invalid={props["aria-invalid"]}
          aria-describedby={props["aria-describedby"]}
          disabled={props.disabled}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("kit.remote.placeholder")}
          autoComplete="off"
        />
        <button
          type="button"
          onClick={() => void search(1)}
          disabled={props.disabled || !keyword.trim()}
          aria-label={t(`kit.remote.searchKinds.${props.kind}`)}
          className="border-input hover:bg-accent rounded-md border px-2 disabled:opacity-50"
        >
          <SearchIcon className="size-4" aria-hidden />
        </button>
      </div>
      {open ? (
        <div className="bg-popover absolute top-full right-0 left-0 z-30 mt-1 grid gap-1 rounded-md border p-1 text-sm shadow-md">
          {state === "searching" ? (
            <p className="text-muted-foreground px-2 py-1.5">{t("kit.remote.searching")}</p>
          ) : null}
          {state === "failed" ? <p className="text-destructive px-2 py-1.5">{t("kit.remote.failed")}</p> : null}
          {state === "idle" && records.length === 0 ? (
            <p className="text-muted-foreground px-2 py-1.5">{t("kit.remote.none")}</p>
          ) : null}
          <ul id={listbox.listId} role="listbox" className="max-h-64 overflow-y-auto">
            {records.map((option, index) => (
              <ListboxOption
                key={option.value}
                listbox={listbox}
                at={index}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  // A click is a label's activation too: inside a <label> it would also click the label's first control.
                  event.preventDefault();
                  choose(option);
                }}
                className={cn(
                  "flex cursor-pointer justify-between gap-3 rounded px-2 py-1.5",
                  index === listbox.active && "bg-accent",
                )}
              >
                <span>{option.label}</span>
                <span className="text-muted-foreground text-xs">{option.hint}</span>
              </ListboxOption>
            ))}
          </ul>
          {result && result.pages > 1 ? (
            <div className="flex items-center justify-end gap-1 border-t pt-1" aria-label={t("kit.pagination.label")}>
              <button
                type="button"
                className="hover:bg-accent rounded p-1 disabled:opacity-40"
                disabled={result.current <= 1}
                onClick={() => void search(result.current - 1)}
                aria-label={t("kit.pagination.previous")}
              >
                <ChevronLeftIcon className="size-4" aria-hidden />
              </button>
              {pageWindow(result.current, result.pages, pageButtons).map((page) => (
                <button
                  key={page}
                  type="button"
                  onClick={() => void search(page)}
                  aria-current={page === result.current ? "page" : undefined}
                  aria-label={t("kit.pagination.page", { page })}
                  className={cn(
                    "min-w-7 rounded px-1.5 py-0.5",
                    page === result.current ? "bg-primary text-primary-foreground" : "hover:bg-accent",
                  )}
                >
                  {page}
                </button>
              ))}
              <button
                type="button"
                className="hover:bg-accent rounded p-1 disabled:opacity-40"
                disabled={result.current >= result.pages}
                onClick={() => void search(result.current + 1)}
                aria-label={t("kit.pagination.next")}
              >
                <ChevronRightIcon className="size-4" aria-hidden />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
