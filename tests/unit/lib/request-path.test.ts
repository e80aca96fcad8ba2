/** The path an operator sees for a request (lib/request-path): a data request's own page, never `….data`. */
import { describe, expect, it } from "vitest";
import { visiblePath } from "~/lib/request-path";

const at = (path: string) => visiblePath(new Request(`https://console.test${path}`));

describe("visiblePath", () => {
  it.each([
    ["/reconciliation/bill", "/reconciliation/bill"],
    ["/reconciliation/bill.data?_routes=routes%2Fconsole%2Freconciliation%2Fbill", "/reconciliation/bill"],
    ["/reconciliation/error.data?state=0&_routes=x", "/reconciliation/error?state=0"],
    ["/_root.data", "/"],
    ["/_.data", "/"],
    ["/system/_.data?x=1", "/system/?x=1"],
  ])("%s is the page %s", (path, page) => {
    expect(at(path)).toBe(page);
  });
});
