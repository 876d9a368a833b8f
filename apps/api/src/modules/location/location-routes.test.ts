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
