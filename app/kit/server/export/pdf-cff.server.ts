// Hints out of a CFF charstring (Type 2, Adobe TN 5177) for the PDF font subset (ADR 014): stem
// hints and hint masks help a rasteriser on a low-resolution screen, cost about an eighth of a
// CJK subset, and change nothing in the outlines. The report font's charstrings call no
// subroutines (scripts/make-pdf-font.mjs inlines them), so a charstring is read on its own.

import { concat } from "./zip.server";

const HSTEM = 1;
const VSTEM = 3;
const HSTEMHM = 18;
const HINTMASK = 19;
const CNTRMASK = 20;
const VSTEMHM = 23;
const RMOVETO = 21;
const HMOVETO = 22;
const VMOVETO = 4;
const ENDCHAR = 14;
const ESCAPE = 12;
const SHORTINT = 28;
const CALLSUBR = 10;
const CALLGSUBR = 29;

type Op = { operator: number[]; operands: Uint8Array[] };

/** The charstring without its hints: the same width and outline operators, byte for byte. */
export function withoutHints(charstring: Uint8Array): Uint8Array {
  const ops = parse(charstring);
  let width: Uint8Array | undefined;
  let widthSeen = false;
  const kept: Op[] = [];
  for (const op of ops) {
    const code = op.operator[0];
    // The first stack-clearing operator may carry the advance width as an extra first operand.
    if (!widthSeen && code !== ESCAPE) {
      const expected = expectedOperands(code, op.operands.length);
      if (expected !== undefined && op.operands.length > expected) width = op.operands.shift();
      widthSeen = expected !== undefined;
    }
    if (HINT_OPERATORS.has(code)) continue;
    if (code === CALLSUBR || code === CALLGSUBR) throw new Error("A charstring calls a subroutine");
    kept.push(op);
  }
  if (width) kept[0]!.operands.unshift(width);
  return serialize(kept);
}

const HINT_OPERATORS = new Set([HSTEM, VSTEM, HSTEMHM, VSTEMHM, HINTMASK, CNTRMASK]);

/** The operators and their operands' bytes; a hint mask's bytes are left out. */
function parse(bytes: Uint8Array): Op[] {
  const out: Op[] = [];
  // The mask after hintmask and cntrmask has a bit per stem declared before it (an implicit
  // vstemhm's operands before the first mask included).
  let stems = 0;
  let operands: Uint8Array[] = [];
  for (let i = 0; i < bytes.length;) {
    const b0 = bytes[i]!;
    if (b0 === SHORTINT) {
      operands.push(bytes.subarray(i, i + 3));
      i += 3;
    } else if (b0 >= 32 && b0 <= 246) {
      operands.push(bytes.subarray(i, i + 1));
      i += 1;
    } else if (b0 >= 247 && b0 <= 254) {
      operands.push(bytes.subarray(i, i + 2));
      i += 2;
    } else if (b0 === 255) {
      operands.push(bytes.subarray(i, i + 5));
      i += 5;
    } else if (b0 === ESCAPE) {
      out.push({ operator: [b0, bytes[i + 1]!], operands });
      operands = [];
      i += 2;
    } else {
      if (HINT_OPERATORS.has(b0)) stems += operands.length >> 1;
      out.push({ operator: [b0], operands });
      operands = [];
      i += 1;
      if (b0 === HINTMASK || b0 === CNTRMASK) i += (stems + 7) >> 3;
    }
  }
  return out;
}

/** How many operands an operator takes without the width; undefined: not one that can carry it. */
function expectedOperands(code: number, count: number): number | undefined {
  if (code === HSTEM || code === VSTEM || code === HSTEMHM || code === VSTEMHM) return count & ~1;
  if (code === HINTMASK || code === CNTRMASK) return count & ~1;
  if (code === RMOVETO) return 2;
  if (code === HMOVETO || code === VMOVETO) return 1;
  if (code === ENDCHAR) return count >= 4 ? 4 : 0;
  return undefined;
}

function serialize(ops: Op[]): Uint8Array {
  return concat(ops.flatMap((op) => [...op.operands, Uint8Array.from(op.operator)]));
}
