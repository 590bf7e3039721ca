// The part of a file that fs/read_text_file asks for: from `line` (1-based), at most
// `limit` lines. Pure, beside the editor code that reads the whole text.

export function sliceLines(text: string, line?: number | null, limit?: number | null): string {
  if (line == null && limit == null) return text;
  const lines = text.split(/(?<=\n)/);
  const start = Math.max((line ?? 1) - 1, 0);
  const end = limit == null ? lines.length : start + Math.max(limit, 0);
  return lines.slice(start, end).join("");
}
