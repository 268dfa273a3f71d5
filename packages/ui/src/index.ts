export * from './judge/rules.ts';
