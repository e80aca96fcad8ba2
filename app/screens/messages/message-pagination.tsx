import { ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { listHref, type ListQuery, pageWindow } from "~/kit/shared/query";

/** Previous / numbers / next, as plain links (they work without JavaScript). */
export function MessagePagination({ path, query, pages }: { path: string; query: ListQuery; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  const current = Math.min(query.current, pages);
  const href = (page: number) => listHref(path, query, { current: page, id: null });
  const edge = (page: number, label: string, icon: React.ReactNode, rel: "prev" | "next") =>
    page < 1 || page > pages ? (
      <span className={cn(buttonVariants({ variant: "outline", size: "sm" }), "pointer-events-none opacity-50")} aria-disabled>
        {rel === "prev" ? icon : null}
        {label}
        {rel === "next" ? icon : null}
      </span>
    ) : (
      <Link to={href(page)} rel={rel} preventScrollReset className={buttonVariants({ variant: "outline", size: "sm" })}>
        {rel === "prev" ? icon : null}
        {label}
        {rel === "next" ? icon : null}
      </Link>
    );
  return (
    <nav aria-label={t("messages.pagination.label")} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted-foreground text-sm">{t("messages.pagination.of", { current, pages })}</p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{edge(current - 1, t("messages.pagination.previous"), <ChevronLeftIcon aria-hidden />, "prev")}</li>
        {pageWindow(current, pages).map((page) => (
          <li key={page}>
            <Link
              to={href(page)}
              preventScrollReset
              aria-label={t("messages.pagination.page", { page })}
              aria-current={page === current ? "page" : undefined}
              className={buttonVariants({ variant: page === current ? "default" : "ghost", size: "sm" })}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>{edge(current + 1, t("messages.pagination.next"), <ChevronRightIcon aria-hidden />, "next")}</li>
      </ul>
    </nav>
  );
}
