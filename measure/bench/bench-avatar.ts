// The bench profile's avatar as a real object in the local R2, so the page the bench measures loads
// its picture as a visitor's browser would (a missing one would be a 404 in the console). A 192×192
// PNG in one colour, made here rather than checked in: the size covers the 96 px avatar at 2× density.
import { deflateSync } from "node:zlib";

const side = 192;

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An ArrayBuffer of its own: the local R2 proxy cannot carry a Buffer that views a shared pool. */
export function benchAvatarPng(): ArrayBuffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  // One filter byte, then RGB for each pixel, per row.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3, Buffer.from([0x8b, 0x74, 0xff]))]);
  const pixels = Buffer.concat(Array.from({ length: side }, () => row));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", new Uint8Array()),
  ]);
  return new Uint8Array(png).buffer;
}
