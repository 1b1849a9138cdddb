// What an uploaded image is (avatars, link thumbnails, an import's images): recognised by its first bytes —
// the file name and the type the browser claims are ignored — and only PNG, JPEG, GIF and WebP, then read
// far enough to know it is whole and of sane dimensions: its structure walked to its end (PNG chunks with
// their CRCs up to IEND, JPEG segments to the end of image, GIF blocks to the trailer, WebP chunks within
// the RIFF size). Nothing is decoded into pixels, but nothing cut off, corrupted or claiming absurd
// dimensions reaches storage, where every later share card would fail to draw it.
import { limits } from "#contract/limits";
import { profileMessages } from "#contract/profile-schemas";
import { apiError } from "../http/errors";

export type ImageType = { contentType: string; extension: string };

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const png: ImageType = { contentType: "image/png", extension: "png" };
const jpeg: ImageType = { contentType: "image/jpeg", extension: "jpg" };
const gif: ImageType = { contentType: "image/gif", extension: "gif" };
const webp: ImageType = { contentType: "image/webp", extension: "webp" };

const signatures: { type: ImageType; parts: { offset: number; bytes: number[] }[] }[] = [
  { type: png, parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { type: jpeg, parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: gif, parts: [{ offset: 0, bytes: ascii("GIF87a") }] },
  { type: gif, parts: [{ offset: 0, bytes: ascii("GIF89a") }] },
  {
    type: webp,
    parts: [
      { offset: 0, bytes: ascii("RIFF") },
      { offset: 8, bytes: ascii("WEBP") },
    ],
  },
];

/** The extensions an uploaded image's key can end in: one per type detectImageType knows. */
export const imageExtensions = ["png", "jpg", "gif", "webp"] as const;

/** The type of an image by its first bytes, or null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const matches = (offset: number, expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte);
  return signatures.find(({ parts }) => parts.every(({ offset, bytes }) => matches(offset, bytes)))?.type ?? null;
}

type Size = { width: number; height: number };

// --- Each format, walked to its end: its size, or null when it is not whole --------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Chunks from the signature to IEND, each within the file and matching its CRC; IHDR first, IDAT somewhere. */
function pngSize(bytes: Uint8Array, view: DataView): Size | null {
  let at = 8;
  let size: Size | null = null;
  let pixels = false;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (view.getUint32(end - 4) !== crc32(bytes.subarray(at + 4, end - 4))) return null;
    if (at === 8) {
      if (type !== "IHDR" || length !== 13) return null;
      size = { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
    }
    if (type === "IDAT") pixels = true;
    if (type === "IEND") return pixels ? size : null;
    at = end;
  }
  return null;
}

/** The start-of-frame markers that carry a JPEG's dimensions (SOF0–SOF15 but DHT, JPG and DAC). */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Segments from SOI to the first scan, a frame header among them, then image data ending in EOI. */
function jpegSize(bytes: Uint8Array, view: DataView): Size | null {
  let at = 2;
  let size: Size | null = null;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return null;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (startOfFrame.has(marker)) {
      if (length < 7) return null;
      size = { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
    if (marker === 0xda) {
      // The image data runs to an EOI; what a camera leaves after it is ignored, as decoders do.
      for (let end = bytes.length - 2; end >= at; end -= 1) {
        if (bytes[end] === 0xff && bytes[end + 1] === 0xd9) return size;
      }
      return null;
    }
  }
  return null;
}

/** Data sub-blocks (a length byte, then that many bytes) up to the empty one: the offset after it, or -1. */
function afterSubBlocks(bytes: Uint8Array, at: number): number {
  let next = at;
  while (next < bytes.length) {
    const length = bytes[next] as number;
    next += 1 + length;
    if (length === 0) return next <= bytes.length ? next : -1;
  }
  return -1;
}

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

/** The screen descriptor, then extensions and images block by block up to the trailer; one image at least. */
function gifSize(bytes: Uint8Array, view: DataView): Size | null {
  if (bytes.length < 13) return null;
  const size = { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  let at = 13 + colourTableBytes(bytes[10] as number);
  let images = 0;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return images > 0 ? size : null;
    if (block === 0x21) at = afterSubBlocks(bytes, at + 2);
    else if (block === 0x2c) {
      if (at + 10 > bytes.length) return null;
      images += 1;
      // The descriptor, its colour table, the LZW code size, then the data.
      at = afterSubBlocks(bytes, at + 10 + colourTableBytes(bytes[at + 9] as number) + 1);
    } else return null;
    if (at < 0) return null;
  }
  return null;
}

/** The RIFF size is the file's; chunks fit in it; the first image chunk's (or VP8X's) size. */
function webpSize(bytes: Uint8Array, view: DataView): Size | null {
  if (bytes.length < 20 || view.getUint32(4, true) + 8 !== bytes.length) return null;
  let at = 12;
  let size: Size | null = null;
  let pixels = false;
  while (at + 8 <= bytes.length) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const length = view.getUint32(at + 4, true);
    const data = at + 8;
    if (data + length > bytes.length) return null;
    if (type === "VP8X" && length >= 10) {
      const u24 = (offset: number) => view.getUint16(offset, true) | ((bytes[offset + 2] as number) << 16);
      size = { width: 1 + u24(data + 4), height: 1 + u24(data + 7) };
    } else if (type === "VP8 " && length >= 10) {
      if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
      size ??= { width: view.getUint16(data + 6, true) & 0x3fff, height: view.getUint16(data + 8, true) & 0x3fff };
      pixels = true;
    } else if (type === "VP8L" && length >= 5) {
      if (bytes[data] !== 0x2f) return null;
      const bits = view.getUint32(data + 1, true);
      size ??= { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
      pixels = true;
    } else if (type === "ANMF") pixels = true;
    at = data + length + (length % 2);
  }
  return pixels && at === bytes.length ? size : null;
}

const sizeOf: Record<string, (bytes: Uint8Array, view: DataView) => Size | null> = {
  png: pngSize,
  jpg: jpegSize,
  gif: gifSize,
  webp: webpSize,
};

/** An image as it may be stored: its type, and its dimensions. */
export type WholeImage = { type: ImageType } & Size;

/**
 * The image in `bytes`, whole and of sane dimensions; otherwise the message that says why not: not one of
 * the four types, damaged or incomplete, or more than limits.imageMaxSide pixels on a side.
 */
export function inspectImage(bytes: Uint8Array): WholeImage | { problem: string } {
  const type = detectImageType(bytes);
  if (!type) return { problem: profileMessages.avatarWrongType };
  const size = sizeOf[type.extension]?.(bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!size || size.width < 1 || size.height < 1) return { problem: profileMessages.imageDamaged };
  if (size.width > limits.imageMaxSide || size.height > limits.imageMaxSide) {
    return { problem: profileMessages.imageTooManyPixels };
  }
  return { type, ...size };
}

/** Bytes as a whole image: 413 over `maxBytes` (saying `tooLarge`), 400 saying why they are none. */
export function checkedImage(bytes: Uint8Array, maxBytes: number, tooLarge: string): WholeImage {
  if (bytes.byteLength > maxBytes) throw apiError(413, tooLarge);
  const image = inspectImage(bytes);
  if ("problem" in image) throw apiError(400, image.problem);
  return image;
}

/** An uploaded file as a whole image and its bytes: 413 over `maxBytes` (saying `tooLarge`), 400 saying why it is none. */
export async function readUploadedImage(
  file: File,
  maxBytes: number,
  tooLarge: string,
): Promise<{ bytes: Uint8Array; image: WholeImage }> {
  // Refused before its bytes are read when the upload says it is too large.
  if (file.size > maxBytes) throw apiError(413, tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, image: checkedImage(bytes, maxBytes, tooLarge) };
}
