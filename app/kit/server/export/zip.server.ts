/**
 * A zip archive written as it goes (ADR 015): each entry's bytes are deflated by the runtime's
 * CompressionStream as they arrive and leave at once, so an archive of any size needs only the
 * memory of the chunk in hand. The CRC-32 and sizes come from the gzip trailer the runtime
 * writes (gzip = a 10-byte header, raw deflate, CRC-32, size): no checksum computed in
 * JavaScript. Entries carry a data descriptor (their CRC and sizes follow their data), and the
 * central directory closes the archive. Plain zip, not Zip64: an entry or the archive past
 * 4 GiB fails (an xlsx sheet rolls over long before, see xlsx.server.ts).
 */

/** Bytes on their own buffer (what CompressionStream and Response bodies take). */
export type Bytes = Uint8Array<ArrayBuffer>;

const LIMIT = 0xffff_ffff;
/** General purpose flags: bit 3 (sizes in the data descriptor), bit 11 (UTF-8 names). */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

type Written = { name: Uint8Array; offset: number; crc: number; compressed: number; size: number };

/** MS-DOS time and date of a moment's wall-clock fields (given as UTC fields). */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/**
 * The fields an entry's local header and its central directory record both hold, from `at`: version
 * needed, flags, method, time, date, CRC-32, sizes and the name's length. The local header's CRC and
 * sizes are 0: its data descriptor follows the data with them.
 */
function entryFields(
  view: DataView,
  at: number,
  stamp: { time: number; date: number },
  entry: { crc: number; compressed: number; size: number; name: Uint8Array },
): void {
  view.setUint16(at, VERSION, true);
  view.setUint16(at + 2, FLAGS, true);
  view.setUint16(at + 4, DEFLATE, true);
  view.setUint16(at + 6, stamp.time, true);
  view.setUint16(at + 8, stamp.date, true);
  view.setUint32(at + 10, entry.crc, true);
  view.setUint32(at + 14, entry.compressed, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, entry.name.length, true);
}

function record(size: number, fill: (view: DataView) => void, name?: Uint8Array): Bytes {
  const bytes = new Uint8Array(size + (name?.length ?? 0));
  fill(new DataView(bytes.buffer));
  if (name) bytes.set(name, size);
  return bytes;
}

export class ZipWriter {
  private readonly written: Written[] = [];
  private offset = 0;
  private readonly stamp: { time: number; date: number };

  /** `wallClock`: the archive's timestamp, its UTC fields read as local wall-clock time. */
  constructor(wallClock: Date) {
    this.stamp = dosDateTime(wallClock);
  }

  /**
   * One entry: its header, then `content` deflated, then its data descriptor. Stopping the
   * iteration (the download cancelled) stops `content` too.
   */
  async *entry(path: string, content: AsyncIterable<Bytes> | Iterable<Bytes>): AsyncGenerator<Bytes> {
    const name = new TextEncoder().encode(path);
    const start = this.offset;
    yield this.count(
      record(
        30,
        (v) => {
          v.setUint32(0, 0x04034b50, true);
          entryFields(v, 4, this.stamp, { crc: 0, compressed: 0, size: 0, name });
        },
        name,
      ),
    );
    let compressed = 0;
    let trailer: { crc: number; size: number } | null = null;
    for await (const part of gzipBody(content, (found) => (trailer = found))) {
      compressed += part.length;
      yield this.count(part);
    }
    const { crc, size } = trailer ?? { crc: 0, size: 0 };
    if (compressed > LIMIT || this.offset > LIMIT) throw new Error(`zip: ${path} passes 4 GiB`);
    yield this.count(
      record(16, (v) => {
        v.setUint32(0, 0x08074b50, true);
        v.setUint32(4, crc, true);
        v.setUint32(8, compressed, true);
        v.setUint32(12, size, true);
      }),
    );
    this.written.push({ name, offset: start, crc, compressed, size });
  }

  /** The central directory and its end record: the archive's last bytes. */
  finish(): Bytes {
    const parts = this.written.map((entry) =>
      record(
        46,
        (v) => {
          v.setUint32(0, 0x02014b50, true);
          v.setUint16(4, VERSION, true); // version made by
          entryFields(v, 6, this.stamp, entry);
          v.setUint32(42, entry.offset, true);
        },
        entry.name,
      ),
    );
    const directorySize = parts.reduce((sum, part) => sum + part.length, 0);
    const end = record(22, (v) => {
      v.setUint32(0, 0x06054b50, true);
      v.setUint16(8, this.written.length, true);
      v.setUint16(10, this.written.length, true);
      v.setUint32(12, directorySize, true);
      v.setUint32(16, this.offset, true);
    });
    return concat([...parts, end]);
  }

  private count(bytes: Bytes): Bytes {
    this.offset += bytes.length;
    return bytes;
  }
}

export function concat(parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const GZIP_HEADER = 10;
const GZIP_TRAILER = 8;

/**
 * `content` through CompressionStream("gzip"), yielding the raw deflate data between the
 * header and the trailer, and handing the trailer's CRC-32 and size to `done`. The input is fed
 * while the output is read, so neither waits on the other; an error on either side ends both.
 */
async function* gzipBody(
  content: AsyncIterable<Bytes> | Iterable<Bytes>,
  done: (trailer: { crc: number; size: number }) => void,
): AsyncGenerator<Bytes> {
  const gzip = new CompressionStream("gzip");
  const writer = gzip.writable.getWriter();
  const reader = gzip.readable.getReader();
  const feeding = (async () => {
    try {
      for await (const chunk of content) await writer.write(chunk);
      await writer.close();
    } catch (error) {
      await writer.abort(error).catch(() => {});
      throw error;
    }
  })();
  // Surfaced by the read loop (the aborted writer fails the reader); kept from being unhandled.
  feeding.catch(() => {});
  let skip = GZIP_HEADER;
  let held: Bytes = new Uint8Array(0);
  try {
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      let chunk: Bytes = value;
      if (skip > 0) {
        if (skip === GZIP_HEADER && chunk.length > 3 && chunk[3] !== 0)
          throw new Error("zip: unexpected gzip header flags");
        const cut = Math.min(skip, chunk.length);
        chunk = chunk.subarray(cut);
        skip -= cut;
      }
      // Hold back the last 8 bytes seen: they may be the trailer.
      const joined = held.length ? concat([held, chunk]) : chunk;
      const keep = Math.min(GZIP_TRAILER, joined.length);
      const out = joined.subarray(0, joined.length - keep);
      held = joined.slice(joined.length - keep);
      if (out.length) yield out;
    }
    await feeding;
  } finally {
    // Cancelled or failed: let go of the compressor and stop the feeding (and its source).
    await reader.cancel().catch(() => {});
  }
  if (held.length !== GZIP_TRAILER) throw new Error("zip: gzip trailer missing");
  const trailer = new DataView(held.buffer, held.byteOffset, GZIP_TRAILER);
  done({ crc: trailer.getUint32(0, true), size: trailer.getUint32(4, true) });
}
