/** Small files for the seeded attachments, made in code (no binary in the repository): PNG cards and a one-page PDF. */
import { encodePng, Raster } from "../auth/png";

/** A square PNG: a coloured card with a band and a few bars, like a logo or a photo stand-in. */
export function card(size: number, hue: [number, number, number]): Promise<Uint8Array> {
  const r = new Raster(size, size, [250, 250, 252]);
  r.rect(0, 0, size, Math.round(size / 4), hue);
  for (let i = 0; i < 4; i++)
    r.rect(
      Math.round(size / 8),
      Math.round(size / 3) + i * Math.round(size / 8),
      Math.round(size / 2) + i * 6,
      Math.max(2, Math.round(size / 20)),
      [190, 196, 206],
    );
  return encodePng(r);
}

/** A one-page PDF with a line of (ASCII) text, its xref offsets computed. */
export function pdf(text: string): Uint8Array<ArrayBuffer> {
  const safe = text.replace(/[^\x20-\x7e]/g, "?").replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out) as Uint8Array<ArrayBuffer>;
}
