import type { TableColumn } from './Table.tsx';

/** Sample rows for the table and list stories. */
export interface SampleClient {
  id: number;
  name: string;
  phone: string;
  membershipEndDate: string;
}

export const SAMPLE_CLIENTS: SampleClient[] = [
  { id: 1, name: 'Sita Rai', phone: '9841000001', membershipEndDate: '2026-12-01' },
  { id: 2, name: 'Arjun Thapa', phone: '9841000002', membershipEndDate: '2026-11-02' },
  { id: 3, name: 'Nimal Perera', phone: '0771234567', membershipEndDate: '2027-01-15' },
];

export const CLIENT_COLUMNS: TableColumn<SampleClient>[] = [
  { id: 'name', title: 'Name', cell: (client) => client.name, sortable: true, isRowHeader: true },
  { id: 'phone', title: 'Phone', cell: (client) => client.phone },
  {
    id: 'membershipEndDate',
    title: 'Membership End',
    cell: (client) => client.membershipEndDate,
    sortable: true,
  },
];

/** The same columns and a long unbroken note (a pasted link, a message), which must wrap. */
export const LONG_NOTE = `https://example.com/${'x'.repeat(300)}`;
export const COLUMNS_WITH_LONG_NOTE: TableColumn<SampleClient>[] = [
  ...CLIENT_COLUMNS,
  { id: 'note', title: 'Note', cell: () => LONG_NOTE, long: true },
];
