import { BellIcon, Building2Icon, MailIcon, ShieldCheckIcon } from "lucide-react";
import { FormAlert } from "~/features/auth/form-alert";
import { useT } from "~/lib/i18n";
import { BackendError } from "~/server/backend.server";
import { loadUnreadCounts } from "~/features/shell/shell.server";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext);
  const { api, record } = operator;
  const [{ messages, notices }, flow] = await Promise.all([
    loadUnreadCounts(operator),
    api
      .get<{ isPop?: unknown }>("/api/cloud-tenant-toll/flowCount/getStateByTenantId", { tenantId: record.tenantId })
      .catch((error) => {
        if (error instanceof BackendError) return null;
        throw error;
      }),
  ]);
  return {
    title: getInstance(context).t("home.welcome", { name: record.user.nickName || record.user.account }),
    name: record.user.nickName || record.user.realName || record.user.account,
    tenantId: record.tenantId,
    roleName: record.user.roleTitle || record.user.roleName,
    tenantName: record.user.tenantName || "",
    messages,
    notices,
    lowBalance: Number(flow?.isPop) === 1,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "首页" }];
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const cards = [
    { label: t("home.tenant"), value: loaderData.tenantName || loaderData.tenantId, icon: Building2Icon },
    { label: t("home.role"), value: loaderData.roleName || "–", icon: ShieldCheckIcon },
    { label: t("home.unreadMessages"), value: loaderData.messages ?? "–", icon: MailIcon },
    { label: t("home.unreadNotices"), value: loaderData.notices ?? "–", icon: BellIcon },
  ];
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("home.welcome", { name: loaderData.name })}</h1>
        <p className="text-muted-foreground">{t("home.intro")}</p>
      </div>
      {loaderData.lowBalance ? <FormAlert message={{ key: "home.lowBalance" }} /> : null}
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="bg-card flex items-center gap-4 rounded-xl border p-5 shadow-xs">
            <span className="bg-primary/10 text-primary grid size-10 place-items-center rounded-lg">
              <card.icon className="size-5" aria-hidden />
            </span>
            <div>
              <dt className="text-muted-foreground text-sm">{card.label}</dt>
              <dd className="text-xl font-semibold">{card.value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </div>
  );
}
