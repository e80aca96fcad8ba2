import { UserRoundIcon } from "~/components/icons";
import { InfoCard } from "./info-card";
import { useT } from "~/lib/i18n";
import type { Profile } from "./info.server";

/** The operator's details from detailInfo; the phone shows masked (spec §5: 138****0000). */
export function ProfileCard({ profile }: { profile: Profile }) {
  const t = useT();
  const empty = t("info.profile.empty");
  const rows = [
    { label: t("login.username"), value: profile.account },
    { label: t("info.profile.name"), value: profile.name },
    { label: t("info.profile.realName"), value: profile.realName },
    { label: t("login.phone"), value: profile.phone, testId: "profile-phone" },
    { label: t("info.profile.email"), value: profile.email },
    { label: t("kit.fields.role"), value: profile.roleName },
    { label: t("info.profile.dept"), value: profile.deptName },
    { label: t("info.profile.tenant"), value: profile.tenantName },
  ];
  return (
    <InfoCard
      heading={t("info.profile.heading")}
      description={t("info.profile.description")}
      contentClassName="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)]"
    >
      {profile.avatar ? (
        <img
          src={profile.avatar}
          alt={t("info.profile.avatar")}
          width={80}
          height={80}
          className="size-20 rounded-full border object-cover"
        />
      ) : (
        <span className="bg-muted text-muted-foreground grid size-20 place-items-center rounded-full" aria-hidden>
          <UserRoundIcon className="size-9" />
        </span>
      )}
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-all" data-testid={row.testId}>
              {row.value || <span className="text-muted-foreground font-normal">{empty}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </InfoCard>
  );
}
