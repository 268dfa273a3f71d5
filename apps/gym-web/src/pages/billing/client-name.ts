/** A client as the billing screens name them: 'Unnamed Client' when the name is blank. */
export const clientName = (client: { name: string }) => client.name.trim() || 'Unnamed Client';
