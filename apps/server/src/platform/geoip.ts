import maxmind from 'maxmind';
import type { Language } from './i18n/language.js';

/**
 * What a GeoIP record may hold: MaxMind's GeoLite2/GeoIP2 City and Country databases
 * (`city.names`, `country.iso_code`) or the ip-location-db files (`city`, `country_code`).
 */
interface GeoRecord {
  city?: string | { names?: Record<string, string> };
  country?: { iso_code?: string };
  country_code?: string;
}

/** The approximate place of an address, in the reader's language, for Settings → Security. */
export interface GeoIp {
  placeOf(ip: string | null, language: Language): string | null;
}

const regionNames = new Map<Language, Intl.DisplayNames>();
const countryName = (code: string, language: Language) => {
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  return names.of(code) ?? code;
};

function cityName(record: GeoRecord, language: Language): string | null {
  if (typeof record.city === 'string') return record.city || null;
  return record.city?.names?.[language] ?? record.city?.names?.en ?? null;
}

/**
 * Opens the GeoIP database named by GEOIP_DB (an .mmdb file, read into memory once; the
 * `maxmind` reader caches look-ups), or answers null without one: Settings then shows just the
 * address. Country names come from the runtime's own data (Intl), so they follow the reader.
 */
export async function openGeoIp(path: string | undefined): Promise<GeoIp | null> {
  if (!path) return null;
  const reader = await maxmind.open(path);
  return {
    placeOf(ip, language) {
      if (!ip || !maxmind.validate(ip)) return null;
      // Both record shapes are read loosely: the library types only MaxMind's own.
      const record = reader.get(ip) as GeoRecord | null;
      const code = record?.country?.iso_code ?? record?.country_code;
      if (!record || !code) return null;
      const city = cityName(record, language);
      const country = countryName(code, language);
      return city ? `${city}, ${country}` : country;
    },
  };
}
