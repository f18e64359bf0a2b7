// Record ids: 16 random base-62 characters (95 bits) from getRandomValues, which every context
// has (crypto.randomUUID needs https or localhost). A UUID is 36 characters, and a student stores
// four ids, so the short form saves a good part of the localStorage quota (docs/decisions.md).
// Ids are opaque: UUIDs stored by earlier versions stay valid.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 16;
// Bytes from 248 up are redrawn, so every character is equally likely (248 = 4 × 62).
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export function newId(): string {
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ID_LENGTH))) {
      if (byte < UNBIASED_LIMIT && id.length < ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
