import { useEffect, useRef, useState } from "react";
import { Loader2Icon } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button-variants";
import { type ListQuery, listSearch } from "~/kit/shared/query";
import { useT } from "~/lib/i18n";
import { isPlainClick } from "~/lib/plain-click";
import { cn } from "~/lib/utils";

/** The cookie the export sets as its download begins (kit/server/export: DOWNLOAD_COOKIE). */
const DOWNLOAD_COOKIE = "console_download";
const FORMATS = ["xlsx", "csv", "pdf"] as const;
/** Spec §9's request timeout: past it, the page stops waiting for the download to begin. */
const GIVE_UP_MS = 100_000;

/** The file link of a format: the list's filters and sort (not its page or dialog). */
export function exportHref(path: string, query: ListQuery, format: string, defaultSize?: number): string {
  const search = listSearch({ ...query, current: 1, dialog: null, id: null, open: [] }, {}, defaultSize);
  return `/kit/export${path}${search ? `${search}&` : "?"}format=${format}`;
}

/** A screen's own PDF (ScreenSpec.exportPdf) of the same filters. */
function ownPdfHref(pdfPath: string, query: ListQuery, defaultSize?: number): string {
  const search = listSearch({ ...query, current: 1, dialog: null, id: null, open: [] }, {}, defaultSize);
  return `${pdfPath}${search ? `${search}&` : "?"}format=pdf`;
}

function downloadBegun(token: string): boolean {
  return document.cookie.split("; ").includes(`${DOWNLOAD_COOKIE}=${token}`);
}

/**
 * 导出: a menu of formats, each a plain link to the file of the list's filters and sort, so it
 * works without JavaScript (the browser downloads it and shows its progress). Once hydrated,
 * 正在准备导出… shows from the click until the download begins (the export sets a cookie with
 * the link's token as its first bytes leave), then 已开始下载.
 */
export function ExportMenu(props: {
  path: string;
  query: ListQuery;
  defaultSize?: number;
  backendFile?: boolean;
  pdfPath?: string;
}) {
  const t = useT();
  const menu = useRef<HTMLDetailsElement>(null);
  const [state, setState] = useState<{ phase: "idle" | "preparing" | "started"; token?: string }>({ phase: "idle" });

  useEffect(() => {
    if (state.phase === "idle") return;
    if (state.phase === "started") {
      const done = setTimeout(() => setState({ phase: "idle" }), 4_000);
      return () => clearTimeout(done);
    }
    const token = state.token!;
    const startedAt = Date.now();
    const poll = setInterval(() => {
      if (downloadBegun(token)) {
        document.cookie = `${DOWNLOAD_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict; Secure`;
        setState({ phase: "started" });
      } else if (Date.now() - startedAt > GIVE_UP_MS) {
        setState({ phase: "idle" });
      }
    }, 200);
    return () => clearInterval(poll);
  }, [state]);

  const start = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const token = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join(
      "",
    );
    menu.current?.removeAttribute("open");
    setState({ phase: "preparing", token });
    window.location.assign(`${event.currentTarget.href}&token=${token}`);
  };

  const preparing = state.phase === "preparing";
  // Its status and its menu are two of the header's own items (ScreenHeader), no wrapper of their own.
  return (
    <>
      <span role="status" className="text-muted-foreground text-sm">
        {preparing ? (
          <span className="inline-flex items-center gap-1">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            {t("kit.export.preparing")}
          </span>
        ) : state.phase === "started" ? (
          t("kit.export.started")
        ) : null}
      </span>
      <details ref={menu} className="details-menu">
        <summary
          aria-disabled={preparing || undefined}
          title={t("kit.export.hint")}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "icon-before lucide-download cursor-pointer list-none",
            preparing && "pointer-events-none opacity-60",
          )}
        >
          {t("kit.export.label")}
        </summary>
        {/* The backend's own file (a workbook) is the only choice when the backend makes it. */}
        {(props.backendFile ? FORMATS.slice(0, 1) : FORMATS).map((format) => (
          <a
            key={format}
            href={
              format === "pdf" && props.pdfPath
                ? ownPdfHref(props.pdfPath, props.query, props.defaultSize)
                : exportHref(props.path, props.query, format, props.defaultSize)
            }
            onClick={start}
            className="hover:bg-accent block rounded px-2 py-1"
          >
            {t(`kit.export.${format}`)}
          </a>
        ))}
      </details>
    </>
  );
}
