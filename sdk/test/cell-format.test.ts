import { afterEach, describe, expect, it } from 'vitest';
import { cellFormatter, type ColumnMeta, displayText, editText, intlLocale, type Uidt, type ViewColumn } from '../src/index.js';

const column = (uidt: Uidt, extra: Partial<ColumnMeta> = {}): ViewColumn => ({
  key: 'c',
  title: 'c',
  uidt,
  column: { cn: 'c', _cn: 'c', uidt, ...extra },
  readOnly: false,
  pk: false,
});

/** The texts of one locale for a list of [uidt, value] (column meta in a third place). */
const shown = (language: string, cells: [Uidt, unknown, Partial<ColumnMeta>?][], timeZone = 'UTC') => {
  const format = cellFormatter(language, { timeZone });
  return cells.map(([uidt, value, extra]) => format.text(column(uidt, extra), value));
};

const NNBSP = '\u202f'; // narrow no-break space: French groups digits with it
const NBSP = '\u00a0';

describe('locale codes as Intl tags', () => {
  it('maps Plinth codes to BCP 47 tags', () => {
    expect(['en', 'de', 'zh_CN', 'zh_HK', 'pt_BR', 'it_IT', 'iw', 'no'].map(intlLocale)).toEqual([
      'en',
      'de',
      'zh-CN',
      'zh-HK',
      'pt-BR',
      'it-IT',
      'he',
      'no',
    ]);
  });

  it('falls back to English for a code Intl cannot read', () => {
    expect(intlLocale('not a locale!')).toBe('en');
  });
});

describe('cell formatter', () => {
  const cells: [Uidt, unknown, Partial<ColumnMeta>?][] = [
    ['Number', 1234567],
    ['Decimal', 1234.5],
    ['Decimal', 1234.5, { dtxp: '10,2' }],
    ['Currency', 1234.5],
    ['Percent', 12.5],
    ['Date', '2026-11-26'],
    ['DateTime', '2026-11-26 14:30:00'],
    ['Time', '14:30:00'],
    ['Year', 2026],
  ];

  it('formats in English', () => {
    expect(shown('en', cells)).toEqual([
      '1,234,567',
      '1,234.5',
      '1,234.50',
      '$1,234.50',
      '12.5%',
      'Nov 26, 2026',
      'Nov 26, 2026, 2:30 PM',
      '2:30 PM',
      '2026',
    ]);
  });

  it('formats in German: point groups, comma decimals, a space before % and the currency after the number', () => {
    expect(shown('de', cells)).toEqual([
      '1.234.567',
      '1.234,5',
      '1.234,50',
      `1.234,50${NBSP}$`,
      `12,5${NBSP}%`,
      '26.11.2026',
      '26.11.2026, 14:30',
      '14:30',
      '2026',
    ]);
  });

  it('formats in French with narrow no-break spaces', () => {
    expect(shown('fr', cells)).toEqual([
      `1${NNBSP}234${NNBSP}567`,
      `1${NNBSP}234,5`,
      `1${NNBSP}234,50`,
      `1${NNBSP}234,50${NBSP}$US`,
      `12,5${NBSP}%`,
      '26 nov. 2026',
      '26 nov. 2026, 14:30',
      '14:30',
      '2026',
    ]);
  });

  it('formats in Japanese, Russian, Thai (Buddhist era) and Hebrew (iw)', () => {
    const pick: [Uidt, unknown, Partial<ColumnMeta>?][] = [
      ['Decimal', 1234.5],
      ['Percent', 12],
      ['Date', '2026-11-26'],
    ];
    expect(shown('ja', pick)).toEqual(['1,234.5', '12%', '2026/11/26']);
    expect(shown('ru', pick)).toEqual([`1${NBSP}234,5`, `12${NBSP}%`, '26 нояб. 2026 г.']);
    expect(shown('th', pick)).toEqual(['1,234.5', '12%', '26 พ.ย. 2569']);
    expect(shown('iw', pick)).toEqual(['1,234.5', '12%', '26 בנוב׳ 2026']);
    expect(cellFormatter('iw').locale).toBe('he');
  });

  it('keeps every digit of decimal text and of percentages (no float noise)', () => {
    expect(shown('en', [['Decimal', '12345678901234567890.25']])).toEqual(['12,345,678,901,234,567,890.25']);
    expect(shown('en', [['Percent', 12.3]])).toEqual(['12.3%']);
    expect(shown('en', [['Percent', '0.125']])).toEqual(['0.125%']);
    expect(shown('en', [['Percent', 1e-7]])).toEqual(['0.0000001%']);
    expect(shown('de', [['Decimal', '1234.50']])).toEqual(['1.234,50']);
  });

  it('groups counts and rollups, but not years or ids', () => {
    expect(
      shown('de', [
        ['Rollup', 12345.25],
        ['Count', 4321],
        ['Year', 2026],
        ['AutoNumber', 12345],
        ['ID', 12345],
      ]),
    ).toEqual(['12.345,25', '4.321', '2026', '12345', '12345']);
  });

  it("follows a Currency column's scale and the currency's own digits otherwise", () => {
    expect(
      shown('en', [
        ['Currency', 3, { dtxp: '12,4' }],
        ['Currency', '7.125'],
      ]),
    ).toEqual(['$3.0000', '$7.13']);
  });

  it('shows a value its type does not hold, and other types, as displayText does', () => {
    const col = column('Number');
    expect(cellFormatter('de').text(col, 'n/a')).toBe('n/a');
    expect(cellFormatter('de').text(column('Date'), '2026-02-30')).toBe('2026-02-30');
    expect(cellFormatter('de').text(column('Duration'), 3725)).toBe('1:02:05');
    expect(cellFormatter('de').text(column('SingleLineText'), 1234.5)).toBe('1234.5');
    expect(cellFormatter('de').text(col, null)).toBe('');
  });

  it('builds one formatter per locale and zone', () => {
    expect(cellFormatter('de')).toBe(cellFormatter('de'));
    expect(cellFormatter('de', { timeZone: 'Asia/Tokyo' })).not.toBe(cellFormatter('de'));
  });
});

describe('time zones', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('never moves a date-only value to another day', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Tokyo']) {
      expect(shown('en', [['Date', '2026-11-26']], timeZone)).toEqual(['Nov 26, 2026']);
    }
    // The browser's zone (no timeZone option) far west of UTC.
    process.env.TZ = 'Pacific/Pago_Pago';
    expect(new Date(Date.UTC(2026, 10, 26)).getDate()).toBe(25);
    expect(cellFormatter('en').text(column('Date'), '2026-11-26')).toBe('Nov 26, 2026');
    expect(cellFormatter('en').text(column('Date'), '2026-11-26T00:00:00.000Z')).toBe('Nov 26, 2026');
  });

  it("shows an instant in the user's zone and a zoneless date-time as it is", () => {
    expect(shown('en', [['DateTime', '2026-11-26T23:30:00Z']], 'Asia/Tokyo')).toEqual(['Nov 27, 2026, 8:30 AM']);
    expect(shown('de', [['CreateTime', '2026-11-26T10:00:00+02:00']], 'America/New_York')).toEqual(['26.11.2026, 03:00']);
    expect(shown('en', [['LastModifiedTime', '2026-11-26 23:30:00']], 'Asia/Tokyo')).toEqual(['Nov 26, 2026, 11:30 PM']);
  });
});

describe('machine values stay as they are', () => {
  it('copies and edits the raw values (displayText, editText), whatever the language', () => {
    expect(displayText(column('Decimal'), 1234.5)).toBe('1234.5');
    expect(displayText(column('Percent'), 12)).toBe('12%');
    expect(displayText(column('Date'), '2026-11-26')).toBe('2026-11-26');
    expect(editText(column('Decimal'), 1234.5)).toBe('1234.5');
    expect(editText(column('Currency'), 1234.5)).toBe('1234.5');
    expect(editText(column('Date'), '2026-11-26')).toBe('2026-11-26');
  });
});
