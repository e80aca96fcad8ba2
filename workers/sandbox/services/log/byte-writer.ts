/**
 * JSON written straight into UTF-8 bytes, for the generated log's pages (generated.ts). A page of
 * 5,000 records is about 3 MB: built as a string it is copied twice more (flattened, then encoded),
 * which costs more than making the records. Runs fixed in advance are encoded once (`utf8`);
 * text is written char by char while it is ASCII (ids, digits, dates), else encoded in place.
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

  /** Text as UTF-8: ASCII char by char (most of a record), else through the encoder. */
  text(text: string): this {
    this.room(text.length * 3);
    const start = this.length;
    for (let k = 0; k < text.length; k++) {
      const code = text.charCodeAt(k);
      if (code > 0x7f) {
        this.length = start + encoder.encodeInto(text, this.buffer.subarray(start)).written;
        return this;
      }
      this.buffer[this.length++] = code;
    }
    return this;
  }

  /** What has been written. */
  bytes(): Uint8Array<ArrayBuffer> {
    return this.buffer.subarray(0, this.length);
  }

  /** Grows the buffer (doubling) so that `n` more bytes fit. */
  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + n));
    grown.set(this.bytes());
    this.buffer = grown;
  }
}
