/**
 * JSON written straight into UTF-8 bytes, for the generated log's pages (generated.ts). A page of
 * 5,000 records is about 3 MB: built as a string it is copied twice more (flattened, then encoded),
 * and JSON.stringify on each short value costs more than the rest of a row. So runs fixed in
 * advance are encoded once (`utf8`), and text is encoded (and escaped, for a JSON string) char by
 * char, with the encoder and JSON.stringify only from a control char or a surrogate on (rare here).
 */
const encoder = new TextEncoder();

export const utf8 = (text: string): Uint8Array => encoder.encode(text);

export class ByteWriter {
  private buffer: Uint8Array<ArrayBuffer>;
  private length = 0;

  constructor(capacity: number) {
    this.buffer = new Uint8Array(capacity);
  }

  /** Bytes encoded in advance. */
  run(bytes: Uint8Array): this {
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }

  /** The text as UTF-8 (as TextEncoder writes it). */
  text(text: string): this {
    this.put(text, false);
    return this;
  }

  /** The text as a JSON string literal (as JSON.stringify writes it). */
  string(text: string): this {
    this.put('"', false);
    this.put(text, true);
    this.put('"', false);
    return this;
  }

  /** What has been written. */
  bytes(): Uint8Array<ArrayBuffer> {
    return this.buffer.subarray(0, this.length);
  }

  /** Writes the text as UTF-8, with `json` escaped as inside a JSON string. */
  private put(text: string, json: boolean): void {
    this.room(text.length * 3);
    const b = this.buffer;
    for (let k = 0; k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (c < 0x80 && !(json && c < 0x20)) {
        if (json && (c === 0x22 || c === 0x5c)) b[this.length++] = 0x5c;
        b[this.length++] = c;
      } else if (c >= 0x80 && c < 0x800) {
        b[this.length++] = 0xc0 | (c >> 6);
        b[this.length++] = 0x80 | (c & 0x3f);
      } else if (c >= 0x800 && (c < 0xd800 || c > 0xdfff)) {
        b[this.length++] = 0xe0 | (c >> 12);
        b[this.length++] = 0x80 | ((c >> 6) & 0x3f);
        b[this.length++] = 0x80 | (c & 0x3f);
      } else {
        // A control char in a JSON string, or a surrogate: the rest through JSON.stringify and the encoder.
        const rest = json ? JSON.stringify(text.slice(k)).slice(1, -1) : text.slice(k);
        this.room(rest.length * 3);
        this.length += encoder.encodeInto(rest, this.buffer.subarray(this.length)).written;
        return;
      }
    }
  }

  /** Grows the buffer (doubling) so that `n` more bytes fit. */
  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + n));
    grown.set(this.bytes());
    this.buffer = grown;
  }
}
