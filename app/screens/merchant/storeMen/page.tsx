/** 收银员管理's page parts beyond its descriptor: the chosen store's name. */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { type StoreMen, storeMenScreen } from "./screen";

export function StoreMenScreen(props: { data: ScreenLoaderData<StoreMen>; actionData?: KitActionData }) {
  return (
    <DescribedScreen
      spec={storeMenScreen}
      data={props.data}
      actionData={props.actionData}
      form={{
        initial: (row, values) => ({ ...values, storeMenRole: row?.storeMenRole || "2", status: row?.status || "1" }),
        remoteLabels: (row) => ({ storeId: row?.storeFullName ?? "" }),
      }}
    />
  );
}
