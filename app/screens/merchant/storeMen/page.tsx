/** 收银员管理's page parts beyond its descriptor: the chosen store's name; a new one starts 启用, as a 收银员. */
import { remoteFormParts } from "~/kit/ui/described-screen";
import type { storeMenScreen } from "./screen";

export const useStoreMenParts = remoteFormParts<typeof storeMenScreen.row>(
  { storeId: "storeFullName" },
  { storeMenRole: "2", status: "1" },
);
