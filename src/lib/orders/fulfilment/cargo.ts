// The cargo companies of the sandbox and where they collect returns from home. Pure and client-safe.

/** What a cargo company does: delivers and takes returns at its branches, or collects large volumes by phone. */
const CARGO_TYPES = ['standard', 'logistics'] as const;
export type CargoType = (typeof CARGO_TYPES)[number];

/** The company that carries every outbound parcel and collects returns from home. */
export const HOME_CARGO_CODE = 'YK';

/** Cities (plate numbers) where returns are collected from the shopper's address: the home-pickup service area. */
export const HOME_PICKUP_CITY_IDS: readonly number[] = [34, 6, 35, 16, 7];

/** Whether a place is inside the home-pickup service area. */
export function isHomePickupArea(cityId: number): boolean {
  return HOME_PICKUP_CITY_IDS.includes(cityId);
}

/** How many days ahead a home pickup may be booked, starting tomorrow. */
const RETURN_DATE_DAYS = 5;

/** The dates (YYYY-MM-DD, Istanbul) a home pickup can be booked on: the next RETURN_DATE_DAYS days but Sundays. */
export function availableReturnDates(today: Date): string[] {
  const dates: string[] = [];
  const at = new Date(today.getTime());
  while (dates.length < RETURN_DATE_DAYS) {
    at.setUTCDate(at.getUTCDate() + 1);
    if (at.getUTCDay() !== 0) dates.push(at.toISOString().slice(0, 10));
  }
  return dates;
}

/** A new parcel tracking number: the company's code and 12 random digits (unique in shipments). */
export function newTrackingNumber(companyCode: string, random: (max: number) => number): string {
  let digits = '';
  for (let i = 0; i < 12; i += 1) digits += String(random(10));
  return `${companyCode}${digits}`;
}
