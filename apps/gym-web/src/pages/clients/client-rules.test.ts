import { describe, expect, it } from 'vitest';
import {
  type Client,
  clientFormField,
  clientToForm,
  emptyClientForm,
  quickEndDate,
  toClientFormData,
  validateClientForm,
} from './client-form-rules.ts';
import {
  changeClientList,
  DEFAULT_CLIENT_LIST,
  readClientList,
  writeClientList,
} from './client-list-state.ts';
import { whatsappLink } from './client-whatsapp.ts';
import { privilegeLabel } from './client-words.ts';

const STORED: Client = {
  id: 4,
  gymId: 2,
  name: 'Sita Rai',
  gender: 'FEMALE',
  phone: '+977 981-2345678',
  address: null,
  email: 'sita@example.com',
  emergencyContact: null,
  notes: null,
  imageUrl: null,
  dateOfBirth: '1995-02-03',
  joinedDate: '2026-01-10',
  membershipEndDate: '2026-12-10',
  activeMember: true,
  membershipState: 'ACTIVE',
  clientInfoInDevice: { card: '0012', password: null, privilege: 3, fingerprints: ['AAA'] },
  accessDeviceIds: [],
};

const NEPAL = { country: 'NP', today: '2026-11-23' } as const;

describe('client form rules', () => {
  it('asks for name, phone and gender in the contract’s words', () => {
    expect(validateClientForm({ ...emptyClientForm('2026-11-23'), name: '  ' }, NEPAL)).toEqual({
      name: 'Name is required.',
      phone: 'Phone is required.',
      gender: 'Gender is required.',
    });
    expect(validateClientForm(clientToForm(STORED), NEPAL)).toEqual({});
  });

  it('refuses what cannot be right with the server’s rules and the contract’s messages', () => {
    const wrong = {
      ...clientToForm(STORED),
      phone: 'abc-123',
      email: 'not-an-email',
      joinedDate: '2026-06-01',
      membershipEndDate: '2026-05-31',
      dateOfBirth: '2030-01-01',
      notes: 'n'.repeat(2001),
    };
    expect(validateClientForm(wrong, NEPAL)).toEqual({
      phone: "Phone must be a phone number of the gym's country.",
      email: 'Please enter a valid email address.',
      membershipEndDate: 'Membership End Date cannot be before Joined Date.',
      dateOfBirth: 'Date of Birth cannot be later than today.',
      notes: 'Notes must be at most 2,000 characters.',
    });
    // A Sri Lankan number is right for a gym in Sri Lanka, not for one in Nepal.
    const lankan = { ...clientToForm(STORED), phone: '077 123 4567' };
    expect(validateClientForm(lankan, { country: 'LK', today: '2026-11-23' })).toEqual({});
    expect(validateClientForm(lankan, NEPAL).phone).toBe(
      "Phone must be a phone number of the gym's country.",
    );
  });

  it('names the form’s fields by the server’s', () => {
    expect(clientFormField('phone')).toBe('phone');
    expect(clientFormField('clientInfoInDevice.card')).toBe('card');
    expect(clientFormField('file')).toBeUndefined();
    expect(clientFormField('photo')).toBeUndefined();
  });

  it('sends the gym on create only, device info flattened, the privilege as a number and cleared dates blank', () => {
    const values = { ...clientToForm(STORED), dateOfBirth: null, notes: '  leg day  ' };
    const created = toClientFormData(values, 2);
    expect(created.get('gymId')).toBe('2');
    expect(created.get('notes')).toBe('leg day');
    expect(created.get('clientInfoInDevice.card')).toBe('0012');
    expect(created.get('clientInfoInDevice.privilege')).toBe('3');
    expect(created.getAll('clientInfoInDevice.fingerprints')).toEqual(['AAA']);
    // A cleared date goes blank, which clears it on the server.
    expect(created.get('dateOfBirth')).toBe('');
    expect(created.get('membershipEndDate')).toBe('2026-12-10');
    expect(created.get('activeMember')).toBe('true');
    const updated = toClientFormData({ ...values, fingerprints: [] });
    expect(updated.has('gymId')).toBe(false);
    // No fingerprints left: one blank value clears them on the server.
    expect(updated.getAll('clientInfoInDevice.fingerprints')).toEqual(['']);
    expect(updated.has('file')).toBe(false);
  });

  it('names privileges 0 and 14 and calls every other one Unknown', () => {
    expect([0, 14, 3].map(privilegeLabel)).toEqual(['Normal user', 'Super admin', 'Unknown']);
  });

  it('sets the end date to today plus whole months, the month’s last day when it is shorter', () => {
    expect(quickEndDate('2026-11-23', 1)).toBe('2026-12-23');
    expect(quickEndDate('2026-11-23', 12)).toBe('2027-11-23');
    expect(quickEndDate('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('links WhatsApp to the phone with its gym’s country code and the default text, and to nothing without digits', () => {
    const link = whatsappLink('+977 981-2345678', 'Asia/Colombo');
    expect(link).toMatch(/^https:\/\/wa\.me\/9779812345678\?text=/);
    expect(whatsappLink('9841020012', 'Asia/Kathmandu')).toMatch(/^https:\/\/wa\.me\/9779841020012\?text=/);
    expect(whatsappLink('077 123 4567', 'Asia/Colombo')).toMatch(/^https:\/\/wa\.me\/94771234567\?text=/);
    expect(decodeURIComponent(link?.split('text=')[1] ?? '')).toMatch(
      /^Hello, we're contacting you regarding/,
    );
    expect(whatsappLink(' - ', 'Asia/Kathmandu')).toBeNull();
    expect(whatsappLink(null, 'Asia/Kathmandu')).toBeNull();
  });
});

describe('client list state', () => {
  it('reads the query string, falling back to the defaults for what is missing or not allowed', () => {
    expect(readClientList(new URLSearchParams(''))).toEqual(DEFAULT_CLIENT_LIST);
    expect(
      readClientList(new URLSearchParams('page=2&rowsPerPage=7&sortBy=phone&sortOrder=desc&name=sit')),
    ).toEqual({ ...DEFAULT_CLIENT_LIST, page: 2, sortOrder: 'desc', name: 'sit' });
    expect(readClientList(new URLSearchParams('page=-1')).page).toBe(0);
  });

  it('writes every field and the searches only when typed, and reads back the same state', () => {
    const state = { ...DEFAULT_CLIENT_LIST, page: 3, rowsPerPage: 5, phone: '98' };
    expect(writeClientList(state).toString()).toBe('page=3&rowsPerPage=5&sortBy=name&sortOrder=asc&phone=98');
    expect(readClientList(writeClientList(state))).toEqual(state);
  });

  it('goes back to the first page on a new search or page size, not on a sort', () => {
    const state = { ...DEFAULT_CLIENT_LIST, page: 4 };
    expect(changeClientList(state, { kind: 'search', name: 'Ram' })).toMatchObject({ name: 'Ram', page: 0 });
    expect(changeClientList(state, { kind: 'rowsPerPage', rowsPerPage: 50 })).toMatchObject({
      rowsPerPage: 50,
      page: 0,
    });
    expect(
      changeClientList(state, { kind: 'sort', sortBy: 'membershipEndDate', sortOrder: 'desc' }),
    ).toMatchObject({ sortBy: 'membershipEndDate', sortOrder: 'desc', page: 4 });
  });
});
