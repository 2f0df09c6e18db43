import { describe, expect, it } from 'vitest';
import {
  dateTimeParts,
  dateValue,
  isCalendarDay,
  isEmail,
  isPhoneNumber,
  isUrl,
  joinRowKey,
  parseRowKey,
  rowKey,
  timeValue,
} from '../src/index.js';
import { ColumnIndex, coerceValue } from '../src/server/index.js';

describe('value checks shared by server and web', () => {
  it('knows the calendar', () => {
    expect(isCalendarDay(2024, 2, 29)).toBe(true);
    expect(isCalendarDay(2023, 2, 29)).toBe(false);
    expect(isCalendarDay(2024, 2, 30)).toBe(false);
    expect(isCalendarDay(2024, 4, 31)).toBe(false);
    expect(isCalendarDay(2024, 12, 31)).toBe(true);
    expect(isCalendarDay(0, 1, 1)).toBe(false);
  });

  it('reads dates, times and date-times', () => {
    expect(dateValue('2024-02-29')).toBe('2024-02-29');
    expect(dateValue('2024-02-30')).toBeUndefined();
    expect(dateValue('2024-2-3')).toBeUndefined();
    expect(timeValue('99:99')).toBeUndefined();
    expect(timeValue('23:59')).toBe('23:59:00');
    expect(timeValue('00:00:59.123456')).toBe('00:00:59.123456');
    expect(dateTimeParts('2024-02-30 10:00')).toBeUndefined();
    expect(dateTimeParts('2024-01-01T10:00:00+14:59')).toMatchObject({ hour: 10, zone: '+14:59', offsetMinutes: 14 * 60 + 59 });
    expect(dateTimeParts('2024-01-01T10:00:00+15:00')).toBeUndefined();
    expect(dateTimeParts('2024-01-01')).toMatchObject({ hour: 0, minute: 0, second: 0, fraction: '', zone: undefined });
  });

  it('checks e-mail, URL and phone text', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a b@c.d')).toBe(false);
    expect(isUrl('mailto:a@b.co')).toBe(true);
    expect(isUrl('file:///etc/passwd')).toBe(false);
    expect(isUrl('not a url')).toBe(false);
    expect(isPhoneNumber('+1 (555) 010-999')).toBe(true);
    expect(isPhoneNumber('12')).toBe(false);
  });

  // The query guard uses the same rules: what the grid refuses, a where refuses too.
  it('is the rule of the query guard', () => {
    const index = ColumnIndex.of(
      {
        tn: 't',
        _tn: 't',
        columns: [
          { cn: 'd', _cn: 'd', uidt: 'Date', dt: 'date' },
          { cn: 'at', _cn: 'at', uidt: 'Time', dt: 'time' },
        ],
      },
      'pg',
    );
    expect(() => coerceValue(index.resolve('d', 'where'), '2024-02-30', 'pg')).toThrow(/is not a date/);
    expect(() => coerceValue(index.resolve('at', 'where'), '99:99', 'pg')).toThrow(/is not a time/);
    expect(coerceValue(index.resolve('at', 'where'), '09:05', 'pg')).toBe('09:05:00');
  });
});

describe('row keys', () => {
  const pk = [
    { cn: 'order_id', _cn: 'Order' },
    { cn: 'line', _cn: 'Line' },
  ];

  it('joins key values in column order, by alias or by name', () => {
    expect(rowKey(pk, { Line: 2, Order: 7 })).toBe('7___2');
    expect(rowKey(pk, { line: 2, order_id: 7 }, 'name')).toBe('7___2');
    expect(joinRowKey([1, 'a'])).toBe('1___a');
  });

  it('splits an id into as many values as the key has', () => {
    expect(parseRowKey('7___2', 2)).toEqual(['7', '2']);
    expect(parseRowKey('7', 2)).toBeUndefined();
    expect(parseRowKey('7___2___3', 2)).toBeUndefined();
  });
});
