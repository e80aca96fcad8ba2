import { useState } from "react";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

/**
 * A record's own link (issue 34): `href` opens the same record for any operator allowed to see
 * it. Once the page is live a click copies the whole address instead of following it, and says so;
 * without JavaScript (or without a clipboard) it is a plain link to that address, to copy from the
 * browser.
 */
export function CopyLink(props: { href: string; className?: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.clipboard || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigator.clipboard.writeText(new URL(props.href, location.href).href).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => location.assign(props.href),
    );
  };
  return (
    <a
      href={props.href}
      onClick={copy}
      data-record-link=""
      className={cn(
        "text-muted-foreground hover:text-foreground icon-before lucide-link inline-flex items-center gap-1 text-sm before:size-3.5",
        props.className,
      )}
    >
      <span aria-live="polite">{copied ? t("kit.linkCopied") : t("kit.copyLink")}</span>
    </a>
  );
}
