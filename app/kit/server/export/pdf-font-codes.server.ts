// The glyph codes of the report font (ADR 014): one byte for the first 224 glyphs a document
// shows, printable ASCII as its own byte, so that a cell of digits deflates as it would in a text
// file; two bytes after that. The embedded CMap (pdf-font-embed.server.ts) tells a reader which
// code is which glyph, the ToUnicode map which character.

/** The codes of one byte are 00–DF, those of two bytes E000–FFFF: a reader tells them apart by their first byte. */
export const ONE_BYTE_LAST = 0xdf;
export const TWO_BYTE_FIRST = 0xe000;
const TWO_BYTE_LAST = 0xffff;

/**
 * One-byte codes for characters other than printable ASCII, in the order they are handed out:
 * 80–DF, then the control codes (CR and LF last: a literal string has to escape them).
 */
const SPARE_ONE_BYTE = [
  ...range(0x80, ONE_BYTE_LAST),
  ...range(0x00, 0x1f).filter((b) => b !== 0x0a && b !== 0x0d),
  0x7f,
  0x0a,
  0x0d,
];

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Hands out a code to each character when first drawn; `codes` lists them in that order. */
export function glyphCodes() {
  const byChar = new Map<string, number>();
  let spare = 0;
  let twoByte = TWO_BYTE_FIRST;
  return {
    /** The character's code (a number: below 0x100 one byte, else two). */
    codeOf(char: string): number {
      let code = byChar.get(char);
      if (code === undefined) {
        const ascii = char.length === 1 && char >= " " && char <= "~";
        if (ascii) code = char.charCodeAt(0);
        else if (spare < SPARE_ONE_BYTE.length) code = SPARE_ONE_BYTE[spare++];
        else if (twoByte <= TWO_BYTE_LAST) code = twoByte++;
        else throw new Error("A PDF report shows more than 8,000 distinct characters");
        byChar.set(char, code);
      }
      return code;
    },
    /** Every character drawn with its code. */
    codes: () => [...byChar],
  };
}

/** A code as the inside of a PDF literal string: ( ) \ escaped, and CR and LF, which a reader would normalise. */
export function literalCode(code: number): string {
  return code > 0xff ? literalByte(code >> 8) + literalByte(code & 0xff) : literalByte(code);
}

function literalByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
  if (byte === 0x0d) return "\\r";
  if (byte === 0x0a) return "\\n";
  return String.fromCharCode(byte);
}

/** A code in a CMap: <41>, <E001>. */
export const hexCode = (code: number) =>
  `<${code
    .toString(16)
    .toUpperCase()
    .padStart(code > 0xff ? 4 : 2, "0")}>`;
