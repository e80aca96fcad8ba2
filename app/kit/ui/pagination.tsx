import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { listHref, type ListQuery, PAGE_SIZES, pageWindow } from "~/kit/shared/query";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { useTableLinkClicks } from "./table-links";

/**
 * Total, previous / five page numbers / next as plain links, and the page-size choice (a GET
 * form: it submits itself once hydrated, and shows its button only without JavaScript).
 */
export function Pagination(props: {
  path: string;
  query: ListQuery;
  total: number;
  pages: number;
  defaultSize?: number;
}) {
  const t = useT();
  // Page links are plain <a>s navigated by one handler, as the table's are (table-links.ts).
  const onLinkClick = useTableLinkClicks();
  const { path, query, pages } = props;
  const current = Math.min(query.current, Math.max(pages, 1));
  const href = (page: number) => listHref(path, query, { current: page, dialog: null, id: null }, props.defaultSize);
  // The arrow is the link's ::before (icon-before): one element each.
  const edge = (page: number, rel: "prev" | "next") => {
    const label = rel === "prev" ? t("kit.pagination.previous") : t("kit.pagination.next");
    const look = cn(
      buttonVariants({ variant: "outline", size: "sm" }),
      "icon-before",
      rel === "prev" ? "lucide-chevron-left" : "lucide-chevron-right",
    );
    return page < 1 || page > pages ? (
      // A link with nowhere to go (no href, out of the Tab order): named and marked disabled.
      <span
        role="link"
        aria-disabled="true"
        aria-label={label}
        className={cn(look, "pointer-events-none opacity-50")}
      />
    ) : (
      <a href={href(page)} data-table-link="" rel={rel} aria-label={label} className={look} />
    );
  };
  const hidden = new URLSearchParams(
    listHref("", query, { current: 1, dialog: null, id: null }, props.defaultSize).slice(1),
  );
  hidden.delete("size");
  // One row: the total at its start, the page links and the size at its end (no wrappers around them).
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-muted-foreground me-auto" role="status">
        {t("kit.total", { total: props.total })}
        {pages > 1 ? ` · ${t("kit.pagination.of", { current, pages })}` : null}
      </p>
      {pages > 1 ? (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- takes its links' bubbled clicks (Enter on a link clicks it too); the links are the controls
        <nav aria-label={t("kit.pagination.label")} onClick={onLinkClick} className="flex flex-wrap items-center gap-1">
          {edge(current - 1, "prev")}
          {pageWindow(current, pages).map((page) => (
            <a
              key={page}
              href={href(page)}
              data-table-link=""
              aria-label={t("kit.pagination.page", { page })}
              aria-current={page === current ? "page" : undefined}
              className={buttonVariants({ variant: page === current ? "default" : "ghost", size: "sm" })}
            >
              {page}
            </a>
          ))}
          {edge(current + 1, "next")}
        </nav>
      ) : null}
      <Form method="get" action={path} preventScrollReset className="flex items-center gap-2">
        {[...hidden].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <select
          name="size"
          aria-label={t("kit.pagination.size")}
          defaultValue={String(query.size)}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="border-input bg-background text-muted-foreground h-8 rounded-md border px-2 text-sm"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t("kit.pagination.perPage", { size })}
            </option>
          ))}
        </select>
        <button type="submit" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "without-scripts")}>
          {t("kit.pagination.go")}
        </button>
      </Form>
    </div>
  );
}
