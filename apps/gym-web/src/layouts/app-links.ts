import type { Permission } from '@gym/api-client';
import { defineMessages, type Message } from '../i18n/messages.ts';
import { ROUTES } from '../routes/route-table.ts';
import { JUDGE_LINKS } from './judge-links.ts';

const LABELS = defineMessages({
  home: { defaultMessage: 'Home', description: 'Navigation: the dashboard' },
  money: { defaultMessage: 'Money', description: 'Navigation: income and expenses' },
  gym: { defaultMessage: 'Gym', description: 'Navigation: the owner’s gyms' },
  device: { defaultMessage: 'Device', description: 'Navigation: the door devices' },
  clients: { defaultMessage: 'Clients', description: 'Navigation: the gym’s members' },
  dues: { defaultMessage: 'Dues', description: 'Navigation: what clients owe' },
  sms: { defaultMessage: 'Sms', description: 'Navigation: text messages to clients' },
  staff: { defaultMessage: 'Staff', description: 'Navigation: the owner’s staff accounts and their roles' },
  profile: { defaultMessage: 'Profile', description: 'Navigation: the user’s own profile' },
});

/**
 * The signed-in app's links, each with the permission its screen needs (the `x-permission` of the
 * screen's list operation; app-links.test.ts holds them to the contract): a person sees only
 * the links their role in the selected gym allows.
 */
export const APP_LINKS: readonly { label: Message; href: string; permission: Permission }[] = [
  { label: LABELS.home, href: ROUTES.home.to(), permission: 'analytics.read' },
  { label: LABELS.money, href: ROUTES.money.to(), permission: 'money.read' },
  { label: LABELS.gym, href: ROUTES.gyms.to(), permission: 'account' },
  { label: LABELS.device, href: ROUTES.devices.to(), permission: 'devices.manage' },
  { label: LABELS.clients, href: ROUTES.clients.to(), permission: 'clients.read' },
  { label: LABELS.dues, href: ROUTES.dues.to(), permission: 'invoices.read' },
  { label: LABELS.sms, href: ROUTES.sms.to(), permission: 'sms.send' },
  { label: LABELS.staff, href: ROUTES.staff.to(), permission: 'staff.manage' },
  { label: LABELS.profile, href: ROUTES.profile.to(), permission: 'account' },
  ...JUDGE_LINKS.map((link) => ({ ...link, permission: 'account' as const })),
];
