import { SearchIcon } from "~/components/icons";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useT } from "~/lib/i18n";
import { type ListQuery, PAGE_SIZES } from "~/kit/shared/query";

export const selectClass =
  "border-input bg-background h-9 rounded-md border px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The filter bar: a GET form, so the filters land in the URL (page 1, detail closed). */
export function MessageFilters({ path, query }: { path: string; query: ListQuery }) {
  const t = useT();
  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label={t("messages.filters.label")}
      className="bg-card flex flex-wrap items-end gap-3 rounded-xl border p-4 shadow-xs"
    >
      <div className="grid min-w-48 flex-1 gap-1.5 sm:max-w-xs">
        <Label htmlFor="messages-title">{t("messages.filters.title")}</Label>
        <Input
          id="messages-title"
          name="title"
          type="search"
          defaultValue={query.filters.title}
          maxLength={100}
          placeholder={t("messages.filters.titlePlaceholder")}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="messages-read">{t("messages.filters.isRead")}</Label>
        <select id="messages-read" name="isRead" defaultValue={query.filters.isRead || "all"} className={selectClass}>
          <option value="all">{t("messages.filters.all")}</option>
          <option value="0">{t("messages.filters.unread")}</option>
          <option value="1">{t("messages.filters.read")}</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="messages-size">{t("messages.filters.size")}</Label>
        <select id="messages-size" name="size" defaultValue={String(query.size)} className={selectClass}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <SearchIcon aria-hidden />
          {t("messages.filters.search")}
        </Button>
        <Link to={path} className={buttonVariants({ variant: "outline" })}>
          {t("messages.filters.reset")}
        </Link>
      </div>
    </Form>
  );
}
