import type { Schemas } from '../contract.ts';
import { type PricingPlanRow, toPricingPlan } from '../pricing/plan-record.ts';
import { imageUrl } from '../storage/images.ts';

export interface GymRow {
  id: number;
  user_id: number;
  gym_name: string;
  branch: string | null;
  address: string | null;
  contact_number: string[];
  email_address: string | null;
  website_url: string | null;
  opening_hours: string | null;
  facilities: string[];
  latitude: number | null;
  longitude: number | null;
  social_media_links: string[];
  logo_image: string | null;
  wifi_scanner_image: string | null;
  time_zone: string;
  currency: Schemas['Currency'];
  date_calendar: Schemas['DateCalendar'];
  created_at: Date;
  updated_at: Date;
}

/** The stored image names of a gym, removed from storage with the gym. */
export type GymImages = Pick<GymRow, 'logo_image' | 'wifi_scanner_image'>;

/** A gym with its own plans, picked from the plans of a whole page of gyms. */
export function toGym(row: GymRow, plans: PricingPlanRow[]): Schemas['Gym'] {
  return {
    id: row.id,
    userId: row.user_id,
    gymName: row.gym_name,
    branch: row.branch,
    address: row.address,
    contactNumber: row.contact_number,
    emailAddress: row.email_address,
    websiteURL: row.website_url,
    openingHours: row.opening_hours,
    facilities: row.facilities,
    latitude: row.latitude,
    longitude: row.longitude,
    socialMediaLinks: row.social_media_links,
    gymLogoImageUrl: imageUrl(row.logo_image),
    wifiScannerImageUrl: imageUrl(row.wifi_scanner_image),
    timeZone: row.time_zone,
    currency: row.currency,
    calendar: row.date_calendar,
    pricingPlanDto: plans.filter((plan) => plan.gym_id === row.id).map(toPricingPlan),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
