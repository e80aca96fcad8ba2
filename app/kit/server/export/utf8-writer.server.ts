/**
 * Text written as UTF-8 into a buffer that grows (the CSV and xlsx writers, ADR 015): a page of
 * rows leaves as one chunk of bytes without a string of the page ever being built (a page's text
 * as one string is megabytes of garbage per page, and an export's time under a small heap is
 * mostly the collector's). Encodes exactly as TextEncoder does: a lone surrogate becomes U+FFFD.
 */
import type { Bytes } from "./zip.server";

/**
 * From this length on, text goes through the runtime's encodeInto: its call costs about what
 * the loop below spends on 30–40 characters, and it runs the rest far faster (a URI, a message).
 */
const NATIVE_FROM = 48;
const encoder = new TextEncoder();

export class Utf8Writer {
  private buffer: Bytes;
  private length = 0;

  constructor(capacity = 1 << 16) {
    this.buffer = new Uint8Array(capacity);
  }

  /** Bytes written since the last `take`. */
  get size(): number {
    return this.length;
  }

  /** One ASCII character by its code (a separator). */
  byte(code: number): void {
    if (this.length === this.buffer.length) this.grow(1);
    this.buffer[this.length++] = code;
  }

  /** Bytes as they are (a constant part of the file, encoded once). */
  bytes(bytes: Uint8Array): void {
    const n = bytes.length;
    if (this.length + n > this.buffer.length) this.grow(n);
    const b = this.buffer;
    let at = this.length;
    for (let k = 0; k < n; k++) b[at++] = bytes[k]!;
    this.length = at;
  }

  text(text: string): void {
    const n = text.length;
    if (this.length + n * 3 > this.buffer.length) this.grow(n * 3);
    if (n >= NATIVE_FROM) this.length += encoder.encodeInto(text, this.buffer.subarray(this.length)).written;
    else this.length = this.encode(text, 0, this.length);
  }

  /**
   * Text as `text` writes it, unless it holds an ASCII character that `stops` flags (a 1 at its
   * code): then nothing is written and the answer is false, for the caller to write it otherwise
   * (a CSV field, quoted). The test rides along the encoding: one pass over the text.
   */
  textUnless(text: string, stops: Uint8Array): boolean {
    const n = text.length;
    if (n >= NATIVE_FROM) {
      if (holdsAny(text, 0, stops)) return false;
      this.text(text);
      return true;
    }
    if (this.length + n * 3 > this.buffer.length) this.grow(n * 3);
    const b = this.buffer;
    let at = this.length;
    for (let k = 0; k < n; k++) {
      const c = text.charCodeAt(k);
      if (c >= 0x80) {
        if (holdsAny(text, k + 1, stops)) return false;
        this.length = this.encode(text, k, at);
        return true;
      }
      if (stops[c] === 1) return false;
      b[at++] = c;
    }
    this.length = at;
    return true;
  }

  /** `text` from its character `from` as UTF-8 at `at` (room made by the caller); where it ends. */
  private encode(text: string, from: number, at: number): number {
    const n = text.length;
    const b = this.buffer;
    for (let k = from; k < n; k++) {
      const c = text.charCodeAt(k);
      if (c < 0x80) b[at++] = c;
      else if (c < 0x800) {
        b[at++] = 0xc0 | (c >> 6);
        b[at++] = 0x80 | (c & 0x3f);
      } else if (c < 0xd800 || c > 0xdfff) {
        b[at++] = 0xe0 | (c >> 12);
        b[at++] = 0x80 | ((c >> 6) & 0x3f);
        b[at++] = 0x80 | (c & 0x3f);
      } else {
        const next = k + 1 < n ? text.charCodeAt(k + 1) : 0;
        if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          b[at++] = 0xf0 | (point >> 18);
          b[at++] = 0x80 | ((point >> 12) & 0x3f);
          b[at++] = 0x80 | ((point >> 6) & 0x3f);
          b[at++] = 0x80 | (point & 0x3f);
          k++;
        } else {
          b[at++] = 0xef;
          b[at++] = 0xbf;
          b[at++] = 0xbd;
        }
      }
    }
    return at;
  }

  /** The bytes written since the last `take`, on their own buffer; the writer starts over. */
  take(): Bytes {
    const out = this.buffer.slice(0, this.length);
    this.length = 0;
    return out;
  }

  private grow(more: number): void {
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + more));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}

/** Whether `text` holds, from its character `from`, an ASCII character that `flags` flags. */
function holdsAny(text: string, from: number, flags: Uint8Array): boolean {
  for (let k = from; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x80 && flags[c] === 1) return true;
  }
  return false;
}
