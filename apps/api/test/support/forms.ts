/** A multipart form; arrays become repeated fields, Buffers become files. */
export function multipartForm(
  fields: Record<string, string | number | boolean | (string | number)[] | Buffer>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Buffer.isBuffer(value)) form.append(name, new Blob([value]), `${name}.bin`);
    else if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else form.append(name, String(value));
  }
  return form;
}
