/**
 * Product limits shared by the server and the web app. Kept apart from the zod schemas in api.ts so that the
 * browser bundle can import them without pulling in zod.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;

/**
 * The server's WEAK_PASSWORD rule: too short, or nothing but spaces. (COMMON_PASSWORD needs the server's list.)
 * Forms ask it of a new password before sending, so they refuse exactly what the server would.
 */
export function isWeakPassword(password: string): boolean {
  return password.length < MIN_PASSWORD_LENGTH || password.trim().length === 0;
}
