/** Bytes as megabytes (1,024 × 1,024) with one decimal, as spec §5 shows sizes: "2.4", "0,1" in French. */
export function megabytes(bytes: number, language: string): string {
  // Rounded up to the tenth: a 20 KB file shows 0.1 MB, not 0.0.
  const tenths = bytes === 0 ? 0 : Math.max(1, Math.round((bytes / (1024 * 1024)) * 10));
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(tenths / 10);
}

const NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'application/x-7z-compressed': '7Z',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'text/plain': 'TXT',
  'image/svg+xml': 'SVG',
};

/** A short name for a type (PDF, PNG, Word…), or null when the kind ("Document") says it better. */
export function typeName(mime: string): string | null {
  if (NAMES[mime]) return NAMES[mime];
  const [group, sub] = mime.split('/');
  if ((group === 'image' || group === 'video' || group === 'audio') && sub) return sub.replace(/^x-/, '').toUpperCase();
  return null;
}
