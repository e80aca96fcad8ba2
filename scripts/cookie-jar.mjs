/** A browser's cookie jar, in short: a later Set-Cookie replaces an earlier one of that name; an emptied or expired one is dropped. */
export function cookieJar() {
  const cookies = new Map();
  return {
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(";");
        const name = pair.slice(0, pair.indexOf("=")).trim();
        const expired =
          pair.slice(pair.indexOf("=") + 1).trim() === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired) cookies.delete(name);
        else cookies.set(name, pair.trim());
      }
    },
    get header() {
      return [...cookies.values()].join("; ");
    },
  };
}
