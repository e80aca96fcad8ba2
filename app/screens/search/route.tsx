import { data, Form, Link } from "react-router";
import { buildSearchIndex } from "~/features/shell/menu-search.server";
import { searchMenu } from "~/features/shell/menu-search";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useLabel, useT } from "~/lib/i18n";
import type { SearchAnswer } from "~/lib/record-search";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import { currentScreen } from "~/server/menu/current-screen.server";
import { MAX_QUERY_LENGTH, searchRecords, searchText } from "./search.server";
import type { Route } from "./+types/route";

/**
 * 搜索 (/search?q=, issue 34, ADR 041): records by number for every signed-in operator, within
 * their menu and data scope, grouped by kind as plain links to each record's detail, below the
 * menu items the text names (as the palette finds them); with nothing typed, the records opened last. A GET form, so it works without JavaScript; its data is also
 * what the Ctrl/⌘+K palette fetches.
 */
/** At most this many menu items above the records. */
const MENU_ITEMS = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext);
  const raw = (new URL(request.url).searchParams.get("q") ?? "").trim();
  const q = searchText(raw);
  const { menu } = await currentScreen(context);
  const answer: SearchAnswer = {
    q: q || raw.slice(0, MAX_QUERY_LENGTH),
    tooLong: raw.length > MAX_QUERY_LENGTH,
    groups: q ? await searchRecords(operator, menu, q) : [],
    recent: operator.record.recentRecords ?? [],
  };
  const i18n = getInstance(context);
  const translate = i18n.t as unknown as (key: string, options: { defaultValue: string }) => string;
  const menuItems = q
    ? searchMenu(buildSearchIndex(menu), q, (entry) =>
        entry.i18n ? translate(entry.i18n, { defaultValue: entry.name }) : entry.name,
      )
        .slice(0, MENU_ITEMS)
        .map(({ href, name, i18n: key }) => ({ href, name, i18n: key }))
    : [];
  return data(
    { ...answer, menuItems, title: i18n.t("search.title") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "搜索" }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const label = useLabel();
  const { q, tooLong, groups, recent, menuItems } = loaderData;
  const found = menuItems.length > 0 || groups.some((group) => group.results.length > 0);
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold">{t("search.title")}</h1>
      <Form method="get" action="/search" role="search" className="flex gap-2">
        <Input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={200}
          aria-label={t("search.title")}
          placeholder={t("search.placeholder")}
          className="flex-1"
        />
        <Button type="submit">{t("search.title")}</Button>
      </Form>
      {tooLong ? <p role="status">{t("search.tooLong")}</p> : null}
      {!q ? (
        <section aria-labelledby="recent-records" className="grid gap-2">
          <h2 id="recent-records" className="text-muted-foreground text-sm font-medium">
            {t("search.recentRecords")}
          </h2>
          {recent.length ? (
            <ul className="grid gap-1" data-testid="recent-records">
              {recent.map((record) => (
                <li key={record.href}>
                  <Link to={record.href} className="hover:bg-accent flex gap-3 rounded-md px-3 py-2">
                    <span className="font-mono">{record.label}</span>
                    <span className="text-muted-foreground">{label(record.i18n, record.screen)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-sm">{t("search.noRecent")}</p>
          )}
        </section>
      ) : null}
      {q && !tooLong && !found && groups.every((group) => group.state === "found") ? (
        <p role="status" className="text-muted-foreground">
          {t("search.nothing")}
        </p>
      ) : null}
      {menuItems.length ? (
        <section aria-labelledby="menu-items" data-kind="menu" className="grid gap-2">
          <h2 id="menu-items" className="text-muted-foreground text-sm font-medium">
            {t("search.menuHeading")}
          </h2>
          <ul className="grid gap-1">
            {menuItems.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="hover:bg-accent block rounded-md px-3 py-2">
                  {label(item.i18n, item.name)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {groups.map((group) =>
        group.state === "found" && group.results.length === 0 ? null : (
          <section
            key={group.kind}
            aria-labelledby={`kind-${group.kind}`}
            data-kind={group.kind}
            className="grid gap-2"
          >
            <h2 id={`kind-${group.kind}`} className="text-muted-foreground text-sm font-medium">
              {label(group.i18n, group.label)}
            </h2>
            {group.state !== "found" ? (
              <p role="status" className="text-destructive text-sm">
                {t(group.state === "timedOut" ? "search.timedOut" : "search.failed")}
              </p>
            ) : (
              <ul className="grid gap-1">
                {group.results.map((result) => (
                  <li key={result.id}>
                    <Link to={result.href} className="hover:bg-accent grid rounded-md px-3 py-2">
                      <span className="font-mono">{result.title}</span>
                      <span className="text-muted-foreground text-sm">
                        {t(`search.matchedBy.${result.matchedBy}`)}
                        {result.subtitle ? ` · ${result.subtitle}` : ""}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ),
      )}
    </div>
  );
}

export { ErrorBoundary } from "~/components/route-error";
