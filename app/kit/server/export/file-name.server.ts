/** An export's file name (spec §9: name_yyyyMMddhhmmss.ext), its extension and its Content-Disposition. */

/** A moment as Beijing's wall clock: its UTC fields read as GMT+8 (file names, a zip's and a report's times). */
export function beijingWallClock(at: Date): Date {
  return new Date(at.getTime() + 8 * 3_600_000);
}

/** yyyyMMddHHmmss in Beijing time. */
export function fileStamp(at: Date): string {
  return beijingWallClock(at).toISOString().replace(/\D/g, "").slice(0, 14);
}

/** Content-Disposition with the name in UTF-8 (RFC 6266/5987) and a plain fallback. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const EXTENSIONS: [RegExp, string][] = [
  [/spreadsheetml|ms-excel/, "xlsx"],
  [/csv/, "csv"],
  [/pdf/, "pdf"],
  [/zip/, "zip"],
];

/** The file's extension: from the backend's own file name, else its type, else xlsx. */
export function extensionOf(type: string, disposition: string | null): string {
  const named = /filename\*?=(?:UTF-8'')?"?[^";]*\.([A-Za-z0-9]{1,5})"?/i.exec(disposition ?? "")?.[1];
  return (named ?? EXTENSIONS.find(([pattern]) => pattern.test(type))?.[1] ?? "xlsx").toLowerCase();
}
