import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate, useRevalidator, useSubmit } from "react-router";
import { listen } from "~/lib/session-broadcast";

/**
 * Keeps a console tab in step with its session: another tab's lock or sign-out takes this one
 * to /lock or /login at once; coming back to a tab re-checks with the server; and, when the
 * tenant sets an idle time, the screen locks itself after that long without input.
 */
export function SessionWatch({ autoLockMinutes }: { autoLockMinutes: number }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const submit = useSubmit();
  const location = useLocation();
  // Locks from the screen shown when the time runs out (not the one shown when it was armed).
  const lock = useEffectEvent(() =>
    submit({ intent: "lock", returnTo: `${location.pathname}${location.search}` }, { method: "post", action: "/lock" }),
  );

  useEffect(
    () =>
      listen((event) => {
        if (event === "lock") navigate("/lock");
        else if (event === "logout") navigate("/login");
      }),
    [navigate],
  );

  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === "visible") revalidator.revalidate();
    };
    document.addEventListener("visibilitychange", recheck);
    return () => document.removeEventListener("visibilitychange", recheck);
  }, [revalidator]);

  useEffect(() => {
    if (!autoLockMinutes) return;
    let timer = 0;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => lock(), autoLockMinutes * 60_000);
    };
    const events = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
    for (const name of events) window.addEventListener(name, arm, { passive: true });
    arm();
    return () => {
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, arm);
    };
  }, [autoLockMinutes]);

  return null;
}
