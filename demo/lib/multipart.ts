/**
 * Text fields of a `multipart/form-data` body. WooCommerce's product forms use that encoding, so
 * a no-JS submit arrives as multipart; files are ignored (the shop takes no uploads).
 */
export function parseMultipartFields(body: string, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  const fields: Record<string, string> = {};
  if (!marker) return fields;
  for (const part of body.split(`--${marker}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(headers)?.[1];
    if (!name || /\bfilename=/i.test(headers)) continue;
    fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}
