import { XIcon } from "~/components/icons";
import { useEffect, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button-variants";

/**
 * A modal that lives on its own URL (`?dialog=…`): rendered on the server like any content
 * (no portal), so it works before hydration and without JavaScript; closing is a link back to
 * the list. Once hydrated it takes focus, keeps Tab inside and closes on Esc.
 */
export function UrlDialog(props: {
  title: string;
  closeHref: string;
  children: React.ReactNode;
  size?: "sm" | "md" | "lg";
  description?: string;
  /** Drawn beside the close link (a detail's copyable link). */
  actions?: React.ReactNode;
}) {
  const t = useT();
  const navigate = useNavigate();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const previous = document.activeElement as HTMLElement | null;
    const focusable = () => [
      ...node.querySelectorAll<HTMLElement>(
        "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])",
      ),
    ];
    const invalid = node.querySelector<HTMLElement>("[aria-invalid=true]");
    const first = invalid ?? focusable().find((el) => el.tagName !== "A" && !el.dataset.dialogClose) ?? node;
    first.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(props.closeHref, { preventScrollReset: true });
      } else if (event.key === "Tab") {
        const items = focusable();
        if (items.length === 0) return;
        const [head, tail] = [items[0]!, items[items.length - 1]!];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [navigate, props.closeHref]);

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/40 p-4 sm:p-8">
      <Link
        to={props.closeHref}
        preventScrollReset
        tabIndex={-1}
        aria-hidden
        className="fixed inset-0 cursor-default"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          "bg-background relative z-10 grid w-full gap-4 rounded-xl border p-6 shadow-lg outline-none",
          props.size === "sm" ? "max-w-md" : props.size === "lg" ? "max-w-4xl" : "max-w-2xl",
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {props.title}
            </h2>
            {props.description ? <p className="text-muted-foreground text-sm">{props.description}</p> : null}
          </div>
          <div className="flex shrink-0 items-center gap-3">
            {props.actions}
            <Link
              to={props.closeHref}
              preventScrollReset
              data-dialog-close=""
              aria-label={t("kit.close")}
              className="text-muted-foreground hover:text-foreground rounded-sm p-1"
            >
              <XIcon className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
        {props.children}
      </div>
    </div>
  );
}

/**
 * A small dialog on the URL that only tells something (not found, not allowed, already done):
 * the message as an alert and a 关闭 link back to the list.
 */
export function NoticeDialog(props: { title: string; closeHref: string; message: string; tone?: "error" | "plain" }) {
  const t = useT();
  return (
    <UrlDialog title={props.title} closeHref={props.closeHref} size="sm">
      <p role="alert" className={props.tone === "plain" ? "text-sm" : "text-destructive text-sm"}>
        {props.message}
      </p>
      <div className="flex justify-end">
        <Link to={props.closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
          {t("kit.close")}
        </Link>
      </div>
    </UrlDialog>
  );
}
