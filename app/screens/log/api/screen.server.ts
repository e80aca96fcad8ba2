/** The logs' own loading rules: a reversed day range refused, the detail only with the view button. */
import type { LoadOptions } from "~/kit/server/described.server";
import { can } from "~/kit/server/permissions.server";
import { emptyPage } from "~/kit/shared/query";
import { visiblePath } from "~/lib/request-path";
import type { Operator } from "~/server/auth.server";
import { LOG_KINDS, LOG_LISTS, type LogKind } from "./screen";

/** Which log a request is about, from its path (the route module is registered three times). */
export function logKind(request: Request): LogKind {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return LOG_KINDS.find((kind) => LOG_LISTS[kind].path === path) ?? "api";
}

export function logLoadOptions<Row>(kind: LogKind, operator: Operator): LoadOptions<Row, { kind: LogKind }> {
  return {
    list: (query) => {
      const { startTime, endTime } = query.filters;
      if (!(startTime && endTime && startTime > endTime)) return null;
      return Promise.resolve({ value: emptyPage<Row>(query), error: { key: "system.logs.dateRange" } });
    },
    detail: can(operator, LOG_LISTS[kind].buttons.view as string) ? undefined : null,
    extra: { kind },
  };
}
