import { Form, useLocation } from "react-router";
import { useLocale, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { actionUrl } from "~/lib/action-url";
import { supportedLocales } from "~/locales/config";

/** 中文 / English: a plain POST form, so it works before hydration and without JavaScript. */
/** `className` sets how it displays (default `flex`), e.g. "hidden sm:flex". */
export function LanguageSwitch({ className = "flex" }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  return (
    <Form
      method="post"
      action={actionUrl("/locale", { returnTo: `${location.pathname}${location.search}` })}
      aria-label={t("app.language")}
      className={cn("items-center gap-1 text-sm", className)}
    >
      {supportedLocales.map((lng) => (
        <button
          key={lng}
          type="submit"
          name="lng"
          value={lng}
          lang={lng}
          aria-pressed={lng === locale}
          className={cn(
            "rounded px-2 py-1 hover:bg-accent",
            lng === locale ? "font-semibold text-primary" : "text-muted-foreground",
          )}
        >
          {t(`app.languages.${lng}`)}
        </button>
      ))}
    </Form>
  );
}
