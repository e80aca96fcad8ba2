/**
 * File references (ADR 030). What the console stores for an uploaded file (a logo, a payment
 * screenshot, any image field) is the attachment's id — an opaque reference, never a storage
 * path or URL — and the page shows it through the console's own route, `/files/<ref>`, which
 * checks the session, the tenant and the operator's menu on every request. A tenant's current
 * logo is the one public file (`/theme/logo/<tenantId>`, the sign-in page shows it).
 *
 * Pure and client-safe: the page and the server read references with the same rules.
 */

/** What a file was uploaded for; the backend records it with the attachment. */
export const FILE_PURPOSES = ["logo", "payment", "attach"] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export function filePurpose(value: unknown): FilePurpose | null {
  return (FILE_PURPOSES as readonly unknown[]).includes(value) ? (value as FilePurpose) : null;
}

/**
 * Which menu screens show each purpose (ADR 027's rule: a file is served to an operator of its
 * tenant whose menu holds a screen that shows it). `view: null` is every signed-in operator of the
 * tenant (the logo is in every page's sidebar). 附件管理 shows every file of the tenant, whatever
 * its purpose. The platform's 充值订单 also shows other tenants' payment screenshots: the backend
 * answers those only while one of their recharge orders holds them. Who may upload a purpose is
 * read off the descriptors (kit/server/kit-access.server.ts: 机构主题's logo field, 充值订单's `uploads`).
 */
export const PURPOSE_SCREENS: Record<FilePurpose, { view: readonly string[] | null }> = {
  // 机构主题's logo.
  logo: { view: null },
  // 付款截图 of the flow top-up (the tenant's own 充值订单 and /topup; the platform's 审核).
  payment: { view: ["/marketing/recharge"] },
  // Anything else the backend holds: 附件管理 only.
  attach: { view: [] },
};

/** 附件管理: lists, previews and downloads every file of the tenant (ADR 027). */
export const ATTACHMENTS_SCREEN = "/resource/attach";

/** The console's route for a file by reference. */
export const FILES_PATH = "/files";

/** An attachment id: 1–32 digits (the backend's Long ids are 19). */
export function isFileRef(value: unknown): value is string {
  return typeof value === "string" && /^\d{1,32}$/.test(value);
}

/** The references in a comma-joined value (payCertificate); anything else (an old storage path, a URL) is left out. */
export function fileRefs(value: string): string[] {
  const refs = value
    .split(",")
    .map((part) => part.trim())
    .filter(isFileRef);
  return [...new Set(refs)];
}

/** Where the page shows a referenced file (`download`: as an attachment, whatever its type). */
export function fileHref(ref: string, options: { download?: boolean } = {}): string {
  return `${FILES_PATH}/${encodeURIComponent(ref)}${options.download ? "?download=1" : ""}`;
}

/** An inline image (data:image/…), as 机构主题's logo may hold one: shown as it is, never fetched. */
export function isInlineImage(value: string): boolean {
  return /^data:image\/[a-z0-9.+-]+(;[a-z0-9.+=-]+)*,[^\s"'<>]+$/i.test(value);
}

/** An image field's value as an `<img src>`: a reference through /files, an inline image as it is, anything else nothing. */
export function imageSrc(value: string): string {
  if (isFileRef(value)) return fileHref(value);
  return isInlineImage(value) ? value : "";
}
