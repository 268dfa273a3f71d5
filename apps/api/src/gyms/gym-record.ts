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
  created_at: Date;
  updated_at: Date;
}

export interface PricingPlanRow {
  id: number;
  gym_id: number;
  plan_name: string;
  monthly_price: string;
  three_month_price: string;
  six_month_price: string;
  twelve_month_price: string;
  extra_features: string | null;
}

export function toPricingPlan(row: PricingPlanRow) {
  return {
    id: row.id,
    gymId: row.gym_id,
    planName: row.plan_name,
    monthlyPrice: Number(row.monthly_price),
    threeMonthPrice: Number(row.three_month_price),
    sixMonthPrice: Number(row.six_month_price),
    twelveMonthPrice: Number(row.twelve_month_price),
    extraFeatures: row.extra_features,
  };
}

export function toGym(row: GymRow, plans: PricingPlanRow[]) {
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
    pricingPlanDto: plans.filter((plan) => plan.gym_id === row.id).map(toPricingPlan),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
