/** 门店分账配置's list: each store links to its config (/storeSub?storeId=). */
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { StoreSplitRow } from "./screen";

export function useStoreSubParts() {
  const t = useT();
  return {
    cells: { ratioTotal: (row: StoreSplitRow) => `${row.ratioTotal}%` },
    rowExtras: (row: StoreSplitRow) => (
      <Link
        to={`/storeSub?storeId=${encodeURIComponent(row.id)}`}
        aria-label={t("partner.storeSub.configureOf", { label: row.storeFullName })}
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
      >
        {t("partner.storeSub.configure")}
      </Link>
    ),
  };
}
