/**
 * How the console answers a stored file's bytes (ADR 027, 030): the backend's body streamed on,
 * with the stored type (the upload was checked by content, spec §5), `nosniff`, a disposition
 * (inline for a raster image unless a download is asked for, an attachment named by its original
 * name otherwise), its own sandboxing CSP and the caching the route allows. Never the storage's
 * URL: the bytes come through the console's origin.
 */
import type { BackendFile } from "./backend.server";

/** Images a browser is given to show inline (not SVG: it may carry script). */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/bmp", "image/webp"]);

/** A file's own policy: nothing loads, nothing runs, whatever the browser makes of it. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; sandbox";

/** RFC 5987 / 6266: an ASCII fallback and the UTF-8 name, every byte outside attr-char escaped. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, "_").replace(/["\\]/g, "_") || "file";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The original name the backend's disposition carries (filename*=UTF-8''…). */
export function nameOf(disposition: string | null, fallback = "file"): string {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "");
  try {
    return match ? decodeURIComponent(match[1]!) : fallback;
  } catch {
    return fallback;
  }
}

export type FileAnswer = {
  /** Asked as a download: an attachment whatever the type. */
  download?: boolean;
  /** e.g. `private, no-store` (a file behind the session) or a short public age (the tenant's logo). */
  cacheControl: string;
  /** The name when the backend gives none. */
  fallbackName?: string;
};

/** The file as the browser gets it. */
export function fileResponse(file: BackendFile, answer: FileAnswer): Response {
  const type = file.type.split(";")[0]!.trim().toLowerCase();
  const inline = INLINE_TYPES.has(type) && !answer.download;
  return new Response(file.body, {
    headers: {
      "Content-Type": inline ? type : type || "application/octet-stream",
      "Content-Disposition": contentDisposition(
        inline ? "inline" : "attachment",
        nameOf(file.disposition, answer.fallbackName),
      ),
      "Cache-Control": answer.cacheControl,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": FILE_CSP,
    },
  });
}

/** A refusal in plain text (never the file's bytes). */
export function plainAnswer(body: string, status: number): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Lets a body nobody will read go (ADR 009: every backend answer is read or cancelled). */
export async function discardFile(file: BackendFile): Promise<void> {
  await file.body?.cancel().catch(() => undefined);
}
