import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { useT } from "~/lib/i18n";
import { actionUrl } from "~/lib/action-url";

/** A menu item, its icon drawn before its text (app.css icon-before; the lucide-NAME is added per item). */
const itemClass =
  "hover:bg-accent focus-visible:bg-accent icon-before flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none";

/**
 * The top bar's user menu: dashboard, lock, sign out. A <details> disclosure, so it works
 * before hydration and without JavaScript (sign-out then confirms on its own page).
 */
export function UserMenu({ name, avatar }: { name: string; avatar: string }) {
  const t = useT();
  const location = useLocation();
  const submit = useSubmit();
  const menu = useRef<HTMLDetailsElement>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <>
      <details ref={menu} className="details-menu">
        {/* One line (so a long name truncates): the avatar inline before the name, the chevron at its end. */}
        <summary
          className="hover:bg-accent icon-after lucide-chevron-down relative block max-w-60 cursor-pointer list-none truncate rounded-md py-1.5 ps-2 pe-8 text-sm after:absolute after:end-2 after:top-1/2 after:-translate-y-1/2 [&::-webkit-details-marker]:hidden"
          // The name starts with what it shows (WCAG 2.5.3: a speech user says what they see).
          aria-label={`${name}，${t("shell.userMenu")}`}
        >
          {avatar ? (
            <img
              src={avatar}
              alt=""
              width={28}
              height={28}
              className="me-2 inline-block size-7 rounded-full border align-middle"
            />
          ) : null}
          {name}
        </summary>
        {/* Plain links, navigated on the client by the top bar's one handler (features/shell/top-bar.tsx). */}
        <a href="/main/index" data-discover="true" className={`${itemClass} lucide-house`}>
          {t("menu.home")}
        </a>
        <a href="/info/index" data-discover="true" className={`${itemClass} lucide-user-round`}>
          {t("info.title")}
        </a>
        <Form method="post" action={actionUrl("/lock", { returnTo: `${location.pathname}${location.search}` })}>
          <button type="submit" name="intent" value="lock" className={`${itemClass} lucide-lock`}>
            {t("lock.lockScreen")}
          </button>
        </Form>
        {/* Once hydrated it asks first, here; before, or without JavaScript, /logout asks on its own page. */}
        <a
          href="/logout"
          className={`${itemClass} lucide-log-out`}
          onClick={(event) => {
            event.preventDefault();
            if (menu.current) menu.current.open = false;
            setConfirming(true);
          }}
        >
          {t("logout.action")}
        </a>
      </details>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("logout.action")}</AlertDialogTitle>
            <AlertDialogDescription>{t("logout.confirmText")}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("logout.cancel")}</AlertDialogCancel>
            <AlertDialogAction onClick={() => submit(null, { method: "post", action: "/logout" })}>
              {t("logout.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
