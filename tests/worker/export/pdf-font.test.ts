// The PDF reports' font inside workerd (ADR 014): read from the built console's static assets
// through the ASSETS binding, kept per isolate, and tablePdf renders a 2,000-row report with it.
import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { tablePdf } from "~/kit/server/export/pdf.server";
import { loadPdfFont } from "~/kit/server/export/pdf-font.server";
import { SAMPLE_TITLE, sampleReport } from "../../unit/export/pdf-sample";

describe("the PDF font", () => {
  it("is read from the static assets once, then kept", async () => {
    const font = await loadPdfFont(env);
    expect(new TextDecoder().decode(font.subarray(0, 4))).toBe("OTTO"); // OpenType with CFF outlines
    expect(font.length).toBeGreaterThan(1_000_000);
    expect(await loadPdfFont(env)).toBe(font);
  });

  it("makes a 2,000-row report in workerd", async () => {
    const bytes = await tablePdf(sampleReport(2000), await loadPdfFont(env));
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe(SAMPLE_TITLE);
    expect(doc.getPageCount()).toBeGreaterThan(30);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });
});
