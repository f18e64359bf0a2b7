// A picked file as a question's image: its type decided by its bytes, never by its name.
import { EXAM_LIMITS, imageTypeOf } from '@/data/online-tests';
import type { QuestionImage } from '@/data/online-tests';

export const IMAGE_NOT_A_PICTURE =
  'This file is not a PNG, JPEG or WebP picture. Choose one of those (its content is checked, not its name).';
export const IMAGE_TOO_LARGE = `The picture is over ${EXAM_LIMITS.imageBytes / 1024} KB. Choose a smaller one.`;

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** The image, or why the bytes cannot be one. */
export function questionImageOf(bytes: Uint8Array): { image: QuestionImage } | { refusal: string } {
  const type = imageTypeOf(bytes);
  if (type === null) return { refusal: IMAGE_NOT_A_PICTURE };
  if (bytes.length > EXAM_LIMITS.imageBytes) return { refusal: IMAGE_TOO_LARGE };
  return { image: { type, base64: base64Of(bytes) } };
}
