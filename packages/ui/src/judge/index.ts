export * from './banner-model.ts';
export * from './rules.ts';
