export * from './format/dates.ts';
export * from './format/money.ts';
export * from './judge/rules.ts';
export * from './sms/count.ts';
