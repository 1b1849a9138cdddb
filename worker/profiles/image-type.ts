// Recognising avatar images by their first bytes. The file name and the type the browser claims are
// ignored: only PNG, JPEG, GIF and WebP are served back, always with the type found here.
export type ImageType = { contentType: string; extension: string };

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const signatures: { type: ImageType; parts: { offset: number; bytes: number[] }[] }[] = [
  {
    type: { contentType: "image/png", extension: "png" },
    parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  },
  { type: { contentType: "image/jpeg", extension: "jpg" }, parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: { contentType: "image/gif", extension: "gif" }, parts: [{ offset: 0, bytes: ascii("GIF87a") }] },
  { type: { contentType: "image/gif", extension: "gif" }, parts: [{ offset: 0, bytes: ascii("GIF89a") }] },
  {
    type: { contentType: "image/webp", extension: "webp" },
    parts: [
      { offset: 0, bytes: ascii("RIFF") },
      { offset: 8, bytes: ascii("WEBP") },
    ],
  },
];

export const avatarExtensions = ["png", "jpg", "gif", "webp"] as const;

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const matches = (offset: number, expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte);
  return signatures.find(({ parts }) => parts.every(({ offset, bytes }) => matches(offset, bytes)))?.type ?? null;
}
