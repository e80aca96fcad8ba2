/** 门店分账配置's list: each store links to its config (/storeSub?storeId=). */
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { type StoreSplitRow, storeSubScreen } from "./screen";

export function StoreSubScreen(props: { data: ScreenLoaderData<StoreSplitRow>; actionData?: KitActionData }) {
  return <DescribedScreen spec={storeSubScreen} data={props.data} actionData={props.actionData} useParts={useParts} />;
}

function useParts() {
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
