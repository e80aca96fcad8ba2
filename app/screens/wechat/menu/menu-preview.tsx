/**
 * The phone's menu bar as the draft would look (CSS only, no script): the top-level buttons side by
 * side at the bottom, each one's sub-buttons stacked above it; names longer than WeChat shows end
 * in "…" as the client cuts them.
 */
import { useT } from "~/lib/i18n";
import type { MenuTree } from "./menu-tree";

export function MenuPreview({ tree }: { tree: MenuTree }) {
  const t = useT();
  return (
    <figure className="bg-card grid content-start gap-2 rounded-xl border p-4" aria-label={t("wechat.menu.preview")}>
      <figcaption className="text-muted-foreground text-sm">{t("wechat.menu.preview")}</figcaption>
      <div className="mx-auto flex h-96 w-64 flex-col justify-end overflow-hidden rounded-[2rem] border-4 border-zinc-800 bg-zinc-100 dark:bg-zinc-900">
        <div className="flex items-end gap-1 px-1 pb-1">
          {tree.button.map((top, i) => (
            <div key={`${i}-${top.name}`} className="flex min-w-0 flex-1 flex-col gap-px">
              {(top.sub_button ?? []).map((sub, j) => (
                <span
                  key={`${j}-${sub.name}`}
                  className="truncate rounded-sm bg-white px-1 py-1.5 text-center text-[11px] dark:bg-zinc-800"
                >
                  {sub.name}
                </span>
              ))}
            </div>
          ))}
        </div>
        <div className="flex h-11 border-t border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-800" aria-hidden>
          <span className="flex w-9 shrink-0 items-center justify-center border-e border-zinc-300 text-zinc-500 dark:border-zinc-700">
            ⌨
          </span>
          {tree.button.length === 0 ? (
            <span className="text-muted-foreground flex flex-1 items-center justify-center text-xs">—</span>
          ) : null}
          {tree.button.map((top, i) => (
            <span
              key={`${i}-${top.name}`}
              className="flex min-w-0 flex-1 items-center justify-center border-e border-zinc-300 px-1 text-xs last:border-e-0 dark:border-zinc-700"
            >
              <span className="truncate">{top.sub_button?.length ? `≡ ${top.name}` : top.name}</span>
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
