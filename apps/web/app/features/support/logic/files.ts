import { isSupportFileTypeAllowed, MAX_SUPPORT_FILE_BYTES, MAX_SUPPORT_FILES, PAYMENT_MESSAGES, SUPPORT_MESSAGES, type Locale } from '@azart/contracts';

/**
 * The browser's check of picked files, in the server's words (spec §5): at
 * most 3, images and PDF only (by the browser's guess; the server decides by
 * the bytes), 8 MB each, none empty. The first problem, or null.
 */
export function filesProblem(files: readonly File[], locale: Locale): string | null {
  if (files.length > MAX_SUPPORT_FILES) return SUPPORT_MESSAGES.support_files_too_many[locale];
  if (files.some((f) => !isSupportFileTypeAllowed(f.type, f.name))) return PAYMENT_MESSAGES.file_type_invalid[locale];
  if (files.some((f) => f.size > MAX_SUPPORT_FILE_BYTES)) return PAYMENT_MESSAGES.file_too_large[locale];
  // A picked file with no bytes is a cloud-storage placeholder (not downloaded to the device).
  if (files.some((f) => f.size === 0)) return PAYMENT_MESSAGES.file_from_cloud[locale];
  return null;
}

/** The form as the API takes it (multipart: the text fields and `files[]`). */
export function supportForm(fields: Record<string, string>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append('files[]', file, file.name);
  return form;
}
