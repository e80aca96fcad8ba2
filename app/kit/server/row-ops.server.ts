/** Row dialogs on a list's URL (`?op=…&id=…`) on the server: which row a dialog names, and the list to go back to after it. */
import { listUrl } from "~/kit/server/action.server";

/** The list after a row dialog on `?op=…&id=…`: the same filters and page, no dialog. */
export function listWithoutOp(request: Request): string {
  const url = new URL(listUrl(request), "http://x");
  url.searchParams.delete("op");
  return `${url.pathname}${url.search}`;
}

/** The row a row dialog (`?op=<op>&id=…`) names, when it is one of `ops`. */
export function opOf<const O extends string>(request: Request, ops: readonly O[]): { op: O; id: string } | null {
  const params = new URL(request.url).searchParams;
  const op = ops.find((o) => o === params.get("op"));
  const id = params.get("id") ?? "";
  return op && /^[\w.-]{1,64}$/.test(id) ? { op, id } : null;
}
