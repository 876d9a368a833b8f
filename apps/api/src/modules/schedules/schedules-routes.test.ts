import { ScheduleListSchema } from '@shop/contract/schedules';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) => {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : null };
};
const add = (auth: Headers, schedule: object) => call('POST', '/api/users/me/schedules', auth, schedule);

describe('/api/users/me/schedules', () => {
  it('adds working hours and lists them Saturday to Friday, each day by start', async () => {
    const { auth } = await signIn(app);
    const created = await add(auth, { day: 'monday', start: '۱۴:۰۰', end: '18:00' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), day: 'monday', start: '14:00', end: '18:00' });
    await add(auth, { day: 'friday', start: '10:00', end: '12:00' });
    await add(auth, { day: 'monday', start: '09:00', end: '12:00' });
    await add(auth, { day: 'saturday', start: '08:30', end: '16:00' });
    const list = ScheduleListSchema.parse((await call('GET', '/api/users/me/schedules', auth)).body);
    expect(list.results.map((schedule) => `${schedule.day} ${schedule.start}`)).toEqual([
      'saturday 08:30',
      'monday 09:00',
      'monday 14:00',
      'friday 10:00',
    ]);
    const monday = (await call('GET', '/api/users/me/schedules?day=monday', auth)).body;
    expect(monday.count).toBe(2);
  });

  it('refuses a range with the spec messages: required, HH:mm, start before end', async () => {
    const { auth } = await signIn(app);
    expect((await add(auth, {})).body).toEqual({
      day: ['لطفا روز را انتخاب کنید'],
      start: ['لطفا ساعت شروع را وارد کنید'],
      end: ['لطفا ساعت پایان را وارد کنید'],
    });
    expect((await add(auth, { day: 'someday', start: '9', end: '24:00' })).body).toEqual({
      day: ['لطفا روز را انتخاب کنید'],
      start: ['ساعت باید به شکل HH:mm باشد'],
      end: ['ساعت باید به شکل HH:mm باشد'],
    });
    for (const range of [
      { start: '12:00', end: '09:00' },
      { start: '12:00', end: '12:00' },
    ]) {
      const refused = await add(auth, { day: 'sunday', ...range });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ end: ['ساعت شروع باید پیش از ساعت پایان باشد'] });
    }
    expect((await call('GET', '/api/users/me/schedules', auth)).body.count).toBe(0);
  });

  it('refuses a range that overlaps another of the same day, and takes one that touches it', async () => {
    const { auth } = await signIn(app);
    expect((await add(auth, { day: 'tuesday', start: '09:00', end: '12:00' })).status).toBe(201);
    for (const range of [
      { start: '11:00', end: '13:00' },
      { start: '08:00', end: '09:30' },
      { start: '10:00', end: '11:00' },
      { start: '08:00', end: '13:00' },
    ]) {
      const refused = await add(auth, { day: 'tuesday', ...range });
      expect(refused.status, JSON.stringify(range)).toBe(400);
      expect(refused.body).toEqual({ non_field_errors: ['این بازه با ساعت کاری ۰۹:۰۰ تا ۱۲:۰۰ در همین روز هم‌پوشانی دارد.'] });
    }
    expect((await add(auth, { day: 'tuesday', start: '12:00', end: '14:00' })).status).toBe(201);
    expect((await add(auth, { day: 'wednesday', start: '10:00', end: '11:00' })).status).toBe(201);
    // Another customer's hours are theirs alone.
    const other = await signIn(app);
    expect((await add(other.auth, { day: 'tuesday', start: '10:00', end: '11:00' })).status).toBe(201);
  });

  it('changes part of a range, checking the range it would become', async () => {
    const { auth } = await signIn(app);
    const morning = (await add(auth, { day: 'thursday', start: '09:00', end: '12:00' })).body;
    await add(auth, { day: 'thursday', start: '13:00', end: '17:00' });
    const url = `/api/users/me/schedules/${morning.id}`;
    expect((await call('PATCH', url, auth, { schedulesId: morning.id, end: '11:00' })).body).toEqual({
      ...morning,
      end: '11:00',
    });
    expect((await call('PATCH', url, auth, { end: '14:00' })).body).toEqual({
      non_field_errors: ['این بازه با ساعت کاری ۱۳:۰۰ تا ۱۷:۰۰ در همین روز هم‌پوشانی دارد.'],
    });
    expect((await call('PATCH', url, auth, { start: '11:30' })).body).toEqual({ end: ['ساعت شروع باید پیش از ساعت پایان باشد'] });
    expect((await call('PATCH', url, auth, { start: '09:30', end: '12:30' })).status).toBe(200);
    expect((await call('PATCH', url, auth, { day: 'friday', start: '13:30', end: '15:00' })).status).toBe(200);
  });

  it("answers 404 for another customer's schedule, and leaves it alone", async () => {
    const owner = await signIn(app);
    const stranger = await signIn(app);
    const saved = (await add(owner.auth, { day: 'sunday', start: '09:00', end: '10:00' })).body;
    const url = `/api/users/me/schedules/${saved.id}`;
    expect((await call('PATCH', url, stranger.auth, { end: '11:00' })).body).toEqual({ detail: 'ساعت کاری یافت نشد.' });
    expect((await call('DELETE', url, stranger.auth)).status).toBe(404);
    expect((await call('GET', '/api/users/me/schedules', owner.auth)).body.results).toEqual([saved]);
    expect((await call('DELETE', url, owner.auth)).status).toBe(204);
    expect((await call('GET', '/api/users/me/schedules', owner.auth)).body.count).toBe(0);
  });

  it('needs a token', async () => {
    expect((await call('GET', '/api/users/me/schedules', {})).status).toBe(401);
    expect((await add({}, { day: 'monday', start: '09:00', end: '10:00' })).status).toBe(401);
    expect((await call('PATCH', '/api/users/me/schedules/1', {}, { end: '11:00' })).status).toBe(401);
    expect((await call('DELETE', '/api/users/me/schedules/1', {})).status).toBe(401);
  });
});
