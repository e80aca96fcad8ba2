import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CircleCheckIcon } from "~/components/icons";
import { messageText, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { Flash } from "~/kit/server/flash.server";

/** The one-time message after a write (操作成功), announced; it fades after 5 s once hydrated. */
export function FlashToast(props: { flash: Flash | null }) {
  const t = useT();
  const location = useLocation();
  // A message fades 5 s after it arrives; another message, or the same one on another page, shows anew.
  const [faded, setFaded] = useState<{ flash: unknown; at: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setFaded({ flash: props.flash, at: location.key }), 5000);
    return () => clearTimeout(timer);
  }, [props.flash, location.key]);
  const shown = !(faded && faded.flash === props.flash && faded.at === location.key);
  if (!props.flash || !shown) return null;
  const error = props.flash.tone === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      data-flash=""
      className={cn(
        "fixed top-20 left-1/2 z-[60] flex -translate-x-1/2 items-center gap-2 rounded-lg border px-4 py-2 text-sm shadow-md",
        error
          ? "border-destructive/50 bg-background text-destructive"
          : "bg-background text-foreground border-emerald-500/40",
      )}
    >
      <CircleCheckIcon className={cn("size-4", error ? "text-destructive" : "text-emerald-600")} aria-hidden />
      {messageText(t, props.flash)}
    </div>
  );
}
