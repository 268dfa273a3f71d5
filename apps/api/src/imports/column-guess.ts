/**
 * The fields a client import fills, and the column headers each is guessed from: English as
 * spreadsheets and other gym software write it, Nepali, and the headers of this product's own client
 * export (exports/list-columns.ts), so an exported list comes back in with no choice to make.
 */
export const IMPORT_FIELDS = [
  'name',
  'phone',
  'gender',
  'email',
  'address',
  'dateOfBirth',
  'joinedDate',
  'membershipStartDate',
  'membershipEndDate',
  'owes',
  'emergencyContact',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** A field's column: the index of a header in the file's first line. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

const HEADER_WORDS: Record<ImportField, string[]> = {
  name: [
    'name',
    'full name',
    'client',
    'client name',
    'member',
    'member name',
    'customer',
    'नाम',
    'पूरा नाम',
    'सदस्यको नाम',
    'නම',
  ],
  phone: [
    'phone',
    'phone number',
    'mobile',
    'mobile number',
    'mobile no',
    'contact',
    'contact number',
    'cell',
    'tel',
    'telephone',
    'फोन',
    'फोन नम्बर',
    'मोबाइल',
    'मोबाइल नम्बर',
    'सम्पर्क नम्बर',
    'දුරකථන',
  ],
  gender: ['gender', 'sex', 'लिङ्ग', 'लिंग', 'ස්ත්‍රී පුරුෂ භාවය'],
  email: ['email', 'e-mail', 'email address', 'mail', 'इमेल', 'ईमेल'],
  address: ['address', 'location', 'city', 'ठेगाना', 'ලිපිනය'],
  dateOfBirth: ['date of birth', 'dob', 'birth date', 'birthday', 'born', 'जन्म मिति', 'जन्म मिती'],
  joinedDate: [
    'joined',
    'joined date',
    'joining date',
    'join date',
    'date joined',
    'admission date',
    'member since',
    'start date',
    'भर्ना मिति',
    'सदस्य भएको मिति',
  ],
  membershipStartDate: [
    'membership starts',
    'membership start',
    'membership start date',
    'from',
    'valid from',
    'सदस्यता सुरु',
    'सुरु मिति',
  ],
  membershipEndDate: [
    'membership ends',
    'membership end',
    'membership end date',
    'expiry',
    'expiry date',
    'expires',
    'end date',
    'valid until',
    'valid till',
    'renewal date',
    'due date',
    'सदस्यता समाप्त',
    'समाप्त मिति',
    'म्याद',
    'म्याद सकिने मिति',
  ],
  owes: [
    'owes',
    'due',
    'dues',
    'amount due',
    'balance',
    'outstanding',
    'unpaid',
    'pending',
    'बाँकी',
    'बाँकी रकम',
    'बक्यौता',
    'තිබෙන ණය',
  ],
  emergencyContact: ['emergency contact', 'emergency', 'emergency number', 'guardian', 'आपतकालीन सम्पर्क'],
  notes: ['notes', 'note', 'remarks', 'remark', 'comment', 'comments', 'कैफियत', 'टिप्पणी'],
};

const loose = (header: string) =>
  header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[_.:#*()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Each field's column guessed from the headers; a header serves one field, the first that names it. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const words = new Set(HEADER_WORDS[field].map(loose));
    const index = headers.findIndex((header, at) => !taken.has(at) && words.has(loose(header)));
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
}
