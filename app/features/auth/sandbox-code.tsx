import { useT } from "~/lib/i18n";

/** The sandbox's SMS code, shown on the page (there is no phone to send it to): sign-in and 修改手机号码. */
export function SandboxCode(props: { code: string | undefined }) {
  const t = useT();
  return props.code ? (
    <p className="text-muted-foreground text-sm" role="status">
      {t("login.sandboxCode", { code: props.code })}
    </p>
  ) : null;
}
