/** 门店分账配置's list: each store links to its config (/storeSub?storeId=). */
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { StoreSplitRow } from "./screen";

/** A store's way to its split config (/storeSub?storeId=), named for the store (`rowLabel`). */
export function StoreSplitLink(props: { storeId: string; label: string; rowLabel: string }) {
  return (
    <Link
      to={`/storeSub?storeId=${encodeURIComponent(props.storeId)}`}
      aria-label={props.rowLabel}
      className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
    >
      {props.label}
    </Link>
  );
}

export function useStoreSubParts() {
  const t = useT();
  return {
    cells: { ratioTotal: (row: StoreSplitRow) => `${row.ratioTotal}%` },
    rowExtras: (row: StoreSplitRow) => (
      <StoreSplitLink
        storeId={row.id}
        label={t("partner.storeSub.configure")}
        rowLabel={t("partner.storeSub.configureOf", { label: row.storeFullName })}
      />
    ),
  };
}
