/** 收银员管理's page parts beyond its descriptor: masked mobiles, the chosen store's name. */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { maskPhone } from "~/lib/mobile";
import { type StoreMen, storeMenScreen } from "./store-men";

export function StoreMenScreen(props: { data: ScreenLoaderData<StoreMen>; actionData?: KitActionData }) {
  return (
    <DescribedScreen
      spec={storeMenScreen}
      data={props.data}
      actionData={props.actionData}
      cells={{ mobile: (row) => <span className="font-mono">{maskPhone(row.mobile) || "—"}</span> }}
      details={{ mobile: (row) => maskPhone(row.mobile) }}
      form={{
        initial: (row, values) => ({ ...values, storeMenRole: row?.storeMenRole || "2", status: row?.status || "1" }),
        remoteLabels: (row) => ({ storeId: row?.storeFullName ?? "" }),
      }}
    />
  );
}
