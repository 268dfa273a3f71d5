import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { buildForProduction, type DemoAccounts, startProductServerWith } from '../scripts/product-server.ts';
import { startFakeEsewa } from './support/fake-esewa.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoAccounts: DemoAccounts;
  }
}

/**
 * Builds the app and the embeddable judge widget as production does, then starts the real server
 * (API, built app and widget script on one port) on a fresh embedded database; its first start
 * creates the demo accounts the journeys use and prints their random passwords.
 */
export default async function setup(project: TestProject) {
  await buildForProduction();
  // A journey loads the widget script from this server into a federation's page on another origin.
  execFileSync('pnpm', ['--filter', '@gym/judge-widget', 'build'], { stdio: 'ignore' });
  // Payment links' eSewa payments go to a fake eSewa on loopback (e2e/payment-links.e2e.ts).
  const esewa = await startFakeEsewa();
  const server = await startProductServerWith(esewa.env);
  if (!server.demoAccounts) throw new Error('the demo start printed no demo accounts');
  project.provide('baseUrl', server.url);
  project.provide('demoAccounts', server.demoAccounts);
  return async () => {
    await server.stop();
    await esewa.stop();
  };
}
