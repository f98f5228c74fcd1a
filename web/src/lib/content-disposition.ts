/**
 * The file name in a Content-Disposition header: RFC 6266 `filename*` (UTF-8, percent-encoded)
 * wins over the plain `filename`, which may be quoted.
 */
export const filenameFromContentDisposition = (header: string | null | undefined): string | null => {
  if (!header) return null;

  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      // Malformed percent-encoding: try the plain parameter.
    }
  }

  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1') || null;

  const bare = /filename\s*=\s*([^;]+)/i.exec(header);
  const name = bare?.[1]?.trim();
  return name ? name : null;
};
