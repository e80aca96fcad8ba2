/**
 * The path an operator sees for a request. React Router's data requests arrive as
 * `/x.data?_routes=…` (and `/_root.data` or `/_.data` for "/", `/x/_.data` for "/x/"); a redirect
 * back must name the page itself. Every loader's redirect to its own URL goes through here.
 */
export function visiblePath(request: Request): string {
  const url = new URL(request.url);
  let path = url.pathname;
  if (path === "/_root.data") path = "/";
  else if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${path}${search ? `?${search}` : ""}`;
}
