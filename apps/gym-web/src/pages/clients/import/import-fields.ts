import type { components } from '@gym/api-client';
import { defineMessages } from '../../../i18n/messages.ts';

export type ImportJob = components['schemas']['ImportJob'];
export type ImportMapping = components['schemas']['ImportMapping'];
export type ImportPreview = components['schemas']['ImportPreview'];
export type ImportField = keyof ImportMapping;

/** The fields an import fills, in the order the column choices show them, with their labels. */
export const IMPORT_FIELD_LABELS = defineMessages({
  name: { defaultMessage: 'Name', description: 'Import: the field filled from a column (the client’s name)' },
  phone: {
    defaultMessage: 'Phone',
    description: 'Import: the field filled from a column (the client’s phone)',
  },
  gender: { defaultMessage: 'Gender', description: 'Import: the field filled from a column' },
  email: { defaultMessage: 'Email', description: 'Import: the field filled from a column' },
  address: { defaultMessage: 'Address', description: 'Import: the field filled from a column' },
  dateOfBirth: { defaultMessage: 'Date of birth', description: 'Import: the field filled from a column' },
  joinedDate: {
    defaultMessage: 'Joined',
    description: 'Import: the field filled from a column (the day the client joined)',
  },
  membershipStartDate: {
    defaultMessage: 'Membership starts',
    description: 'Import: the field filled from a column',
  },
  membershipEndDate: {
    defaultMessage: 'Membership ends',
    description: 'Import: the field filled from a column',
  },
  owes: {
    defaultMessage: 'Owes',
    description: 'Import: the field filled from a column (the amount the client still owes)',
  },
  emergencyContact: {
    defaultMessage: 'Emergency contact',
    description: 'Import: the field filled from a column',
  },
  notes: { defaultMessage: 'Notes', description: 'Import: the field filled from a column' },
});

export const IMPORT_FIELDS = Object.keys(IMPORT_FIELD_LABELS) as ImportField[];

/** The mapping with one field's column changed (null: not imported). */
export function withColumn(mapping: ImportMapping, field: ImportField, column: number | null): ImportMapping {
  const { [field]: _dropped, ...others } = mapping;
  return column === null ? others : { ...others, [field]: column };
}

/** The share of the good rows written, 0 to 100, as the job says it. */
export function importPercent(job: Pick<ImportJob, 'doneRows' | 'goodRows' | 'status'>): number {
  if (job.status === 'DONE') return 100;
  if (!job.goodRows) return 0;
  return Math.min(100, Math.round((job.doneRows / job.goodRows) * 100));
}
