import { CityListSchema, StateListSchema } from '@shop/contract/location';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();
const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('location calls', () => {
  it("lists Iran's 31 provinces with corrected spacing", async () => {
    const countries = (await get('/api/location/countries')).body;
    expect(countries.results).toEqual([{ id: expect.any(Number), name: 'ایران' }]);
    const iran = countries.results[0].id;
    const states = StateListSchema.parse((await get(`/api/location/states?country=${iran}`)).body);
    expect(states.count).toBe(31);
    const names = states.results.map((state) => state.name);
    expect(names).toContain('چهارمحال و بختیاری');
    expect(names).toContain('سیستان و بلوچستان');
    expect(names.every((name) => !/[يك]/.test(name))).toBe(true);
  });

  it('searches provinces and cities however the letters are typed', async () => {
    const found = (await get(`/api/location/states?search=${encodeURIComponent('كرمان')}`)).body.results.map(
      (state: { name: string }) => state.name,
    );
    expect(found).toEqual(expect.arrayContaining(['کرمان', 'کرمانشاه']));
    const tehran = (await get(`/api/location/states?search=${encodeURIComponent('تهران')}`)).body.results[0];
    const cities = CityListSchema.parse((await get(`/api/location/cities?state=${tehran.id}`)).body);
    expect(cities.count).toBe(46);
    expect(cities.results.every((city) => city.state === tehran.id)).toBe(true);
    const named = (await get(`/api/location/cities?state=${tehran.id}&search=${encodeURIComponent('شهريار')}`)).body;
    expect(named.results.map((city: { name: string }) => city.name)).toContain('شهریار');
  });

  it('orders provinces and cities in Persian, not by character code, and pages in that order', async () => {
    const collator = new Intl.Collator('fa');
    const iran = (await get('/api/location/countries')).body.results[0].id;
    const states = StateListSchema.parse((await get(`/api/location/states?country=${iran}`)).body).results;
    const names = states.map((state) => state.name);
    expect(names).toEqual([...names].sort(collator.compare));
    // Code points would put these after «همدان»: «چ» and «گ» are not Arabic letters, «ک» and «ی» only look like them.
    for (const early of ['چهارمحال و بختیاری', 'کردستان', 'کرمان', 'کرمانشاه', 'کهگیلویه و بویراحمد', 'گلستان', 'گیلان']) {
      expect(names.indexOf(early), early).toBeLessThan(names.indexOf('همدان'));
    }
    expect(names.indexOf('کرمان')).toBeLessThan(names.indexOf('کرمانشاه'));

    const page = async (offset: number) =>
      StateListSchema.parse((await get(`/api/location/states?country=${iran}&limit=10&offset=${offset}`)).body);
    const pages = await Promise.all([0, 10, 20, 30].map(page));
    expect(pages.flatMap((one) => one.results.map((state) => state.name))).toEqual(names);
    expect(pages[2]?.results[0]?.name).toBe(names[20]);
    expect(pages[2]?.next).toContain('offset=30');

    const search = encodeURIComponent('ان');
    const found = (await get(`/api/location/states?search=${search}`)).body.results.map((state: { name: string }) => state.name);
    expect(found.length).toBeGreaterThan(10);
    expect(found).toEqual([...found].sort(collator.compare));
  });

  it('orders cities in Persian within a province and across all of them, offset 20 going on from 19', async () => {
    const collator = new Intl.Collator('fa');
    const tehran = (await get(`/api/location/states?search=${encodeURIComponent('تهران')}`)).body.results[0];
    const all = CityListSchema.parse((await get(`/api/location/cities?state=${tehran.id}`)).body).results;
    const names = all.map((city) => city.name);
    expect(names).toEqual([...names].sort(collator.compare));
    const second = CityListSchema.parse((await get(`/api/location/cities?state=${tehran.id}&limit=20&offset=20`)).body);
    expect(second.results.map((city) => city.name)).toEqual(names.slice(20, 40));
    expect(second.count).toBe(46);

    const everywhere = async (offset: number) =>
      CityListSchema.parse((await get(`/api/location/cities?limit=100&offset=${offset}`)).body).results;
    const [first, next] = await Promise.all([everywhere(0), everywhere(100)]);
    const joined = [...(first ?? []), ...(next ?? [])].map((city) => city.name);
    expect(joined).toHaveLength(200);
    expect(joined).toEqual([...joined].sort(collator.compare));
  });

  it('pages cities 100 at a time at most', async () => {
    const { body } = await get('/api/location/cities?limit=500');
    expect(body.results).toHaveLength(100);
    expect(body.count).toBe(1324);
    expect(body.next).toContain('offset=100');
  });

  it('refuses malformed ids in Persian', async () => {
    const { status, body } = await get('/api/location/cities?state=tehran');
    expect(status).toBe(400);
    expect(body.state).toEqual(['شناسه نامعتبر است.']);
  });
});
