import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";
import { FormAlert } from "~/components/form-alert";
import { loadDashboard } from "~/features/home/dashboard.server";
import { loadUnreadCounts } from "~/features/shell/shell.server";
import { useLocale, useT } from "~/lib/i18n";
import { groupedMoney } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/home";

// Charts arrive after first paint, in their own chunk: the figures never wait for them.
const TrendChart = lazy(() => import("~/features/home/charts").then((m) => ({ default: m.TrendChart })));
const ChannelChart = lazy(() => import("~/features/home/charts").then((m) => ({ default: m.ChannelChart })));

export async function loader({ context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext);
  const { record } = operator;
  // The low-balance banner is the shell's (features/topup).
  const [{ messages, notices }, summary] = await Promise.all([loadUnreadCounts(operator), loadDashboard(operator)]);
  const name = record.user.nickName || record.user.realName || record.user.account;
  return {
    title: getInstance(context).t("home.welcome", { name }),
    name,
    tenantName: record.user.tenantName || record.tenantId,
    roleName: record.user.roleTitle || record.user.roleName,
    messages,
    notices,
    summary,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "首页" }];
}

function change(today: number, yesterday: number): string | null {
  if (!yesterday) return null;
  const ratio = ((today - yesterday) / yesterday) * 100;
  return `${ratio >= 0 ? "+" : ""}${ratio.toFixed(1)}%`;
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const chartsReady = useHydrated();
  const { summary } = loaderData;
  const cards = [
    {
      label: t("home.todayAmount"),
      value: summary ? `¥${groupedMoney(summary.todayAmount, locale)}` : "–",
      note: summary ? change(Number(summary.todayAmount), Number(summary.yesterdayAmount)) : null,
      icon: "lucide-credit-card",
    },
    {
      label: t("home.todayCount"),
      value: summary ? summary.todayCount.toLocaleString() : "–",
      note: summary ? change(summary.todayCount, summary.yesterdayCount) : null,
      icon: "lucide-receipt",
    },
    {
      label: t("home.successRate"),
      value: summary ? `${summary.successRate}%` : "–",
      note: null,
      icon: "lucide-chart-column",
    },
    {
      label: t("home.flowBalance"),
      value: summary ? `¥${groupedMoney(summary.flowBalance, locale)}` : "–",
      note: null,
      icon: "lucide-wallet",
    },
    {
      label: t("home.merchantsStores"),
      value: summary ? `${summary.merchantCount} / ${summary.storeCount}` : "–",
      note: null,
      icon: "lucide-store",
    },
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">{t("home.welcome", { name: loaderData.name })}</h1>
          <p className="text-muted-foreground text-sm">
            {loaderData.tenantName} · {loaderData.roleName}
          </p>
        </div>
        <div className="flex gap-2 text-sm">
          <Link
            to="/message/myMessage"
            className="hover:bg-accent icon-before lucide-mail flex items-center gap-1.5 rounded-md border px-3 py-1.5"
          >
            {t("shell.messages")} <strong>{loaderData.messages ?? "–"}</strong>
          </Link>
          <Link
            to="/message/sysNotice"
            className="hover:bg-accent icon-before lucide-bell flex items-center gap-1.5 rounded-md border px-3 py-1.5"
          >
            {t("menu.sysNotice")} <strong>{loaderData.notices ?? "–"}</strong>
          </Link>
        </div>
      </div>
      {summary ? null : <FormAlert message={{ key: "home.figuresUnavailable" }} tone="info" />}
      {/* Each figure is its own term and value (a dl per card: a card's icon may not sit inside a dl's group). */}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {cards.map((card) => (
          // Five in a row (xl) leave a card too narrow for an amount beside its icon: the icon goes above.
          <div
            key={card.label}
            className="bg-card flex items-center gap-4 rounded-xl border p-5 shadow-xs xl:flex-col xl:items-start xl:gap-3 xl:p-4 2xl:p-5"
          >
            {/* The icon is the tile's ::before (app.css icon-before). */}
            <span
              className={`bg-primary/10 text-primary icon-before grid size-10 shrink-0 place-items-center rounded-lg before:size-5 ${card.icon}`}
            />
            <dl className="min-w-0 max-w-full">
              <dt className="text-muted-foreground text-sm">{card.label}</dt>
              <dd className="truncate text-xl font-semibold tabular-nums xl:text-lg 2xl:text-xl" title={card.value}>
                {card.value}
              </dd>
              {card.note ? (
                <dd className="text-muted-foreground text-xs">
                  {t("home.vsYesterday")} {card.note}
                </dd>
              ) : null}
            </dl>
          </div>
        ))}
      </div>
      {summary ? (
        <div className="grid gap-4 xl:grid-cols-3">
          <ChartCard title={t("home.trend")} ready={chartsReady} className="xl:col-span-2">
            <TrendChart days={summary.trend} label={t("home.trend")} />
          </ChartCard>
          <ChartCard title={t("home.channels")} ready={chartsReady}>
            <ChannelChart channels={summary.channels} label={t("home.channels")} />
          </ChartCard>
        </div>
      ) : null}
    </div>
  );
}

export { ErrorBoundary } from "~/components/route-error";

/** A chart's frame: a placeholder until the page is live, then the lazily loaded chart. */
function ChartCard(props: { title: string; ready: boolean; className?: string; children: React.ReactNode }) {
  const placeholder = <Skeleton className="h-48 w-full" />;
  return (
    <section className={`bg-card rounded-xl border p-5 shadow-xs ${props.className ?? ""}`}>
      <h2 className="mb-3 font-medium">{props.title}</h2>
      {props.ready ? <Suspense fallback={placeholder}>{props.children}</Suspense> : placeholder}
    </section>
  );
}
