/**
 * A zip archive written as it goes (ADR 015): each entry's bytes are deflated by the runtime's
 * zlib (node:zlib) as they arrive and leave at once, so an archive of any size needs only the
 * memory of the chunk in hand. Each chunk is deflated on its own at level 1 and ended with a sync
 * flush (blocks that are not the last, on a byte boundary), so the chunks' outputs joined, and an
 * empty last block, are one deflate stream; the CRC-32 is zlib's too, so no checksum or
 * compression runs in JavaScript. Entries carry a data descriptor (their CRC and sizes follow
 * their data), and the central directory closes the archive. Plain zip, not Zip64: an entry or
 * the archive past 4 GiB fails (an xlsx sheet rolls over long before, see xlsx.server.ts).
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

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
    let crc = 0;
    let size = 0;
    for await (const chunk of content) {
      if (chunk.length === 0) continue;
      crc = crc32(chunk, crc);
      size += chunk.length;
      const part = deflated(chunk);
      compressed += part.length;
      yield this.count(part);
    }
    compressed += LAST_BLOCK.length;
    yield this.count(LAST_BLOCK.slice());
    if (size > LIMIT || compressed > LIMIT || this.offset > LIMIT) throw new Error(`zip: ${path} passes 4 GiB`);
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

/**
 * zlib's fastest level: a sheet's XML is mostly its markup repeated, which level 1 already takes
 * to a tenth; the default level (6) took four times the CPU for a file 15 % smaller (ADR 015).
 */
const LEVEL = 1;

/** A chunk as deflate blocks that are not the last, ending on a byte boundary (a sync flush). */
function deflated(chunk: Bytes): Bytes {
  return deflateRawSync(chunk, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
}

/** An empty last block (fixed Huffman codes, end of block at once): what ends an entry's deflate stream. */
const LAST_BLOCK: Bytes = new Uint8Array([0x03, 0x00]);
