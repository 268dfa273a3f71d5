import { badRequest } from '../http/errors.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * SQL conditions on money_flows (aliased m, joined to gyms g) from the list filters. Times without
 * an offset are the gym's local time; a bare end date includes that whole day.
 */
export class MoneyFilters {
  readonly conditions: string[] = [];
  readonly params: unknown[];

  constructor(gymId: number) {
    this.params = [gymId];
    this.conditions.push('m.gym_id = $1');
  }

  private add(condition: (placeholder: string) => string, value: unknown): void {
    this.params.push(value);
    this.conditions.push(condition(`$${this.params.length}`));
  }

  transactionType(type: string | undefined): this {
    if (type) this.add((p) => `m.transaction_type = ${p}`, type);
    return this;
  }

  period(field: 'startDate' | 'endDate', value: string | undefined): this {
    if (!value) return this;
    const operator = field === 'startDate' ? '>=' : '<=';
    if (ZONED_DATE_TIME.test(value))
      this.add((p) => `m.transaction_date ${operator} ${p}::timestamptz`, value);
    else if (LOCAL_DATE_TIME.test(value)) {
      this.add((p) => `m.transaction_date ${operator} (${p}::timestamp AT TIME ZONE g.time_zone)`, value);
    } else if (DATE_ONLY.test(value)) {
      const bound = field === 'startDate' ? `${value}T00:00:00` : `${value}T23:59:59.999999`;
      this.add((p) => `m.transaction_date ${operator} (${p}::timestamp AT TIME ZONE g.time_zone)`, bound);
    } else {
      throw badRequest(field, `${field} must be a date or date-time such as 2026-11-01T00:00:00.`);
    }
    return this;
  }

  /** Comma-joined tags: a flow matches when it carries any of them. */
  tags(commaJoined: string | undefined): this {
    const tags = (commaJoined ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    if (tags.length > 0) this.add((p) => `m.tags && ${p}::text[]`, tags);
    return this;
  }

  get where(): string {
    return this.conditions.join(' AND ');
  }
}
