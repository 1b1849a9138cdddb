// A software authenticator for the passkey tests: an ES256 key pair made with WebCrypto, answering the
// server's options the way a platform authenticator does (attestation "none", user present and
// verified), so the real @simplewebauthn/server checks run against real signatures.

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(parts.reduce((n, part) => n + part.length, 0)));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

// ── A minimal CBOR encoder: what attestation objects and COSE keys need ──
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
function head(major: number, length: number): Uint8Array {
  if (length < 24) return new Uint8Array([(major << 5) | length]);
  if (length < 256) return new Uint8Array([(major << 5) | 24, length]);
  return new Uint8Array([(major << 5) | 25, length >> 8, length & 255]);
}
function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = encoder.encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return concat(head(5, value.size), ...entries);
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn wants ASN.1 DER. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    let trimmed = bytes.slice(start);
    if ((trimmed[0] as number) & 0x80) trimmed = concat(new Uint8Array([0]), trimmed);
    return concat(new Uint8Array([0x02, trimmed.length]), trimmed);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

type CreationOptions = { challenge: string; rp: { id: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId: string };

export async function softwareAuthenticator(origin = "http://localhost:8787") {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const id = base64url(credentialId);
  let signCount = 0;
  let userHandle = "";

  const clientData = (type: string, challenge: string, at = origin) =>
    encoder.encode(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));
  const counter = () => {
    signCount += 1;
    return new Uint8Array([0, 0, signCount >> 8, signCount & 255]);
  };

  return {
    id,
    /** The browser's answer to POST /api/passkeys/register/options. */
    async register(options: CreationOptions, at = origin) {
      userHandle = options.user.id;
      const raw = new Uint8Array((await crypto.subtle.exportKey("raw", keys.publicKey)) as ArrayBuffer);
      const cose = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, raw.slice(1, 33)],
          [-3, raw.slice(33, 65)],
        ]),
      );
      const authData = concat(
        await sha256(encoder.encode(options.rp.id)),
        new Uint8Array([0x45]), // user present, user verified, attested credential data
        counter(),
        new Uint8Array(16), // AAGUID
        new Uint8Array([0, credentialId.length]),
        credentialId,
        cose,
      );
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: base64url(clientData("webauthn.create", options.challenge, at)),
          attestationObject: base64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    /** The browser's answer to POST /api/passkeys/login/options. */
    async assert(options: RequestOptions, signWith: CryptoKey = keys.privateKey) {
      const data = clientData("webauthn.get", options.challenge);
      const authData = concat(await sha256(encoder.encode(options.rpId)), new Uint8Array([0x05]), counter());
      const signed = concat(authData, await sha256(data));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, signWith, signed));
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: base64url(data),
          authenticatorData: base64url(authData),
          signature: base64url(derSignature(raw)),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}

/** Another key pair's private key: an assertion it signs is a forgery for any registered passkey. */
export async function strangerKey(): Promise<CryptoKey> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  return pair.privateKey;
}
