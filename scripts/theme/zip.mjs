// A small zip writer (deflate, no extras): enough for the theme's package, with no dependency and
// the same bytes for the same files (one fixed timestamp).
import { crc32, deflateRawSync } from 'node:zlib';

/** 1 January 2025, 00:00, in MS-DOS time and date. */
const DOS_TIME = 0;
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1;

/**
 * A zip archive of `files` (path inside the archive → content), in the order given. Paths use `/`;
 * a path ending in `/` is a folder.
 *
 * @param {Array<[string, Buffer | string]>} files
 * @returns {Buffer}
 */
export function zip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const folder = name.endsWith('/');
    const deflated = folder ? Buffer.alloc(0) : deflateRawSync(data, { level: 9 });
    const stored = folder || deflated.length >= data.length;
    const body = stored ? data : deflated;
    const crc = folder ? 0 : crc32(data) >>> 0;
    const header = (signature, central) => {
      const b = Buffer.alloc(central ? 46 : 30);
      let at = 0;
      const u32 = (v) => (b.writeUInt32LE(v >>> 0, at), (at += 4));
      const u16 = (v) => (b.writeUInt16LE(v, at), (at += 2));
      u32(signature);
      if (central) u16(0x031e); // made by: Unix, zip 3.0
      u16(20); // version needed
      u16(0x0800); // UTF-8 names
      u16(stored ? 0 : 8);
      u16(DOS_TIME);
      u16(DOS_DATE);
      u32(crc);
      u32(body.length);
      u32(data.length);
      u16(nameBytes.length);
      u16(0); // extra
      if (central) {
        u16(0); // comment
        u16(0); // disk
        u16(0); // internal attributes
        u32(((folder ? 0o040755 : 0o100644) << 16) >>> 0); // Unix mode
        u32(offset);
      }
      return b;
    };
    const local = Buffer.concat([header(0x04034b50, false), nameBytes, body]);
    centrals.push(Buffer.concat([header(0x02014b50, true), nameBytes]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20);
  return Buffer.concat([...locals, central, end]);
}
