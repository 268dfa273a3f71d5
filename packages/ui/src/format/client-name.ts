/** How a client without a name is called wherever one is shown (part 2, expired clients). */
export const UNNAMED_CLIENT = 'Unnamed Client';

/** A client's name as shown: trimmed, and 'Unnamed Client' when it is blank or missing. */
export const clientDisplayName = (name: string | null | undefined): string => name?.trim() || UNNAMED_CLIENT;
