/**
 * cloud-system reference data: MCC and bank branches (global tables), blacklist and sensitive /
 * whitelisted words (tenant-scoped). Lists are IPage with `ascs`/`descs`; submit takes JSON
 * (insert without id, update with id); remove takes `ids`; detail of an absent row is R.data(null).
 */
import type { Route } from "../../core/env";
import { bankInfoRoutes } from "./bank-info";
import { blacklistRoutes } from "./blacklist";
import { mccRoutes } from "./mcc";
import { sensitiveWordRoutes } from "./sensitive-words";

export default [...mccRoutes, ...bankInfoRoutes, ...blacklistRoutes, ...sensitiveWordRoutes] satisfies Route[];
