import type { components } from '@gym/api-client';
import type { SelectedGym } from '../../session/session-store.ts';

export type Gym = components['schemas']['Gym'];

/** The specification's seven fields the app keeps of the gym it works on, its currency, time zone and calendar. */
export function toSelectedGym(gym: Gym): SelectedGym {
  return {
    gymId: gym.id,
    gymBranch: gym.branch,
    gymName: gym.gymName,
    gymAddress: gym.address,
    gymContact: gym.contactNumber.join(', '),
    gymEmail: gym.emailAddress,
    gymLogourl: gym.gymLogoImageUrl,
    gymCurrency: gym.currency,
    gymTimeZone: gym.timeZone,
    gymCalendar: gym.calendar,
    gymOwnerId: gym.userId,
  };
}
