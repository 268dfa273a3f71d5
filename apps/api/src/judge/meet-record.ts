import type { Schemas } from '../contract.ts';

export interface MeetRow {
  id: number;
  user_id: number;
  name: string;
  meet_date: string | null;
  meet_token: string;
  slug: string;
  live_since: Date | null;
  created_at: Date;
}

/** The identity of a platform, as its meet's owner sees it. */
export interface MeetPlatformRow {
  id: number;
  meet_id: number;
  number: number;
  referee_code: string;
}

/** `lockedDevices` tells how many referee phones are locked out of each platform now (none: absent). */
export function toMeet(
  meet: MeetRow,
  platforms: MeetPlatformRow[],
  lockedDevices: ReadonlyMap<number, number>,
): Schemas['Meet'] {
  const own = platforms
    .filter((platform) => platform.meet_id === meet.id)
    .sort((a, b) => a.number - b.number);
  return {
    id: meet.id,
    slug: meet.slug,
    live: meet.live_since !== null,
    name: meet.name,
    date: meet.meet_date,
    platformCount: own.length,
    meetToken: meet.meet_token,
    platforms: own.map((platform) => ({
      platformId: platform.id,
      number: platform.number,
      refereeCode: platform.referee_code,
      lockedDevices: lockedDevices.get(platform.id) ?? 0,
    })),
    createdAt: meet.created_at.toISOString(),
  };
}

/** A meet as its public address shows it, with its platform count. */
export function toPublicMeet(meet: MeetRow & { platform_count: number }): Schemas['PublicMeet'] {
  return { slug: meet.slug, name: meet.name, date: meet.meet_date, platformCount: meet.platform_count };
}
