export interface PlaceholderValues {
  client_name: string;
  expiry_date: string;
  business_name: string;
}

/** Fills {client_name}, {expiry_date} and {business_name}; any other text stays as written. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(
    /\{(client_name|expiry_date|business_name)\}/g,
    (_, name: keyof PlaceholderValues) => values[name],
  );
}
