import { normalizeForSearch, normalizePersianLetters } from '@shop/contract/persian';
import iranCities from 'iran-cities-json';
import type { Database } from '../client.ts';
import { cities, countries, states } from '../schema.ts';

/** Names in iran-cities-json written without the space after «و»; «چاه ورز» is a real name and stays. */
const SPACING_FIXES: Record<string, string> = {
  'چهارمحال وبختیاری': 'چهارمحال و بختیاری',
  'سیستان وبلوچستان': 'سیستان و بلوچستان',
  'کهگیلویه وبویراحمد': 'کهگیلویه و بویراحمد',
  'آران وبیدگل': 'آران و بیدگل',
  'بویین ومیاندشت': 'بویین و میاندشت',
  'کتالم وسادات شهر': 'کتالم و سادات شهر',
};

export const cleanPlaceName = (name: string) => {
  const canonical = normalizePersianLetters(name).replace(/\s+/g, ' ').trim();
  return SPACING_FIXES[canonical] ?? canonical;
};

/** Iran's 31 provinces and their cities, from the Statistical Centre of Iran lists as packaged by iran-cities-json. */
export async function seedLocations(db: Database) {
  const [iran] = await db
    .insert(countries)
    .values({ name: 'ایران', searchName: normalizeForSearch('ایران') })
    .returning({ id: countries.id });
  if (!iran) throw new Error('country insert returned no row');

  const stateRows = await db
    .insert(states)
    .values(
      iranCities.ostan.map((province) => {
        const name = cleanPlaceName(province.name);
        return { countryId: iran.id, name, searchName: normalizeForSearch(name) };
      }),
    )
    .returning({ id: states.id });
  const stateIdBySourceId = new Map(iranCities.ostan.map((province, index) => [province.id, stateRows[index]?.id]));

  const cityRows = iranCities.shahr.map((city) => {
    const stateId = stateIdBySourceId.get(city.ostan);
    if (stateId === undefined) throw new Error(`city ${city.name} names unknown province ${city.ostan}`);
    const name = cleanPlaceName(city.name);
    return { stateId, name, searchName: normalizeForSearch(name) };
  });
  for (let start = 0; start < cityRows.length; start += 500) {
    await db.insert(cities).values(cityRows.slice(start, start + 500));
  }
  return { countryId: iran.id, states: stateRows.length, cities: cityRows.length };
}
