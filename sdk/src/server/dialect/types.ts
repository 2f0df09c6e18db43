/**
 * Builds a dialect's `TypeMapping` from its type table: the dialect lists its native types
 * (with their storage family), the native type of each physical uidt and its own reverse choices;
 * validation of `dt` / `dtxp` and the alias bookkeeping are shared.
 */
import type { Uidt } from '../../entities.js';
import type { ColumnDefinition, IntrospectedColumn, TypeMapping } from '../dialect.js';
import { DialectError } from './errors.js';
import { checkSizeArgs, parseSelectOptions, PHYSICAL_UIDT, type NativeType, type TypeFamily } from './uidt.js';

/**
 * Uidts every dialect stores as another uidt's column (no native type of their own): a select is
 * text, a rating a number... A dialect adds its own (`Year`, `Geometry`, `JSON`) beside these.
 */
export const STORED_AS_UIDT: Readonly<Partial<Record<Uidt, Uidt>>> = {
  AutoNumber: 'ID',
  ForeignKey: 'Number',
  Attachment: 'LongText',
  MultiSelect: 'LongText',
  SingleSelect: 'LongText',
  Collaborator: 'SingleLineText',
  PhoneNumber: 'SingleLineText',
  Email: 'SingleLineText',
  URL: 'SingleLineText',
  Currency: 'Decimal',
  Percent: 'Decimal',
  Duration: 'Number',
  Rating: 'Number',
  CreateTime: 'DateTime',
  LastModifiedTime: 'DateTime',
};

/**
 * The uidt an introspected column gets from its native type's family (a family only occurs in a
 * dialect that has such types); `byType` and `reverseOverride` of a dialect win over it.
 */
const FAMILY_UIDT: Readonly<Partial<Record<TypeFamily, Uidt>>> = {
  integer: 'Number',
  decimal: 'Decimal',
  boolean: 'Checkbox',
  string: 'SingleLineText',
  text: 'LongText',
  date: 'Date',
  time: 'Time',
  datetime: 'DateTime',
  year: 'Year',
  json: 'JSON',
  enum: 'SingleSelect',
  set: 'MultiSelect',
  geometry: 'Geometry',
};

export interface TypeTable {
  /** Every native type name `SpecificDBType` may use, with its family. */
  families: Record<string, TypeFamily>;
  /** Native types that take `(length)` / `(precision,scale)` arguments. */
  sized: readonly string[];
  /** Allow `max` as a length (SQL Server). */
  allowMax?: boolean;
  /** Native type of each physical uidt (`SpecificDBType` defaults to `text`-like `fallback`). */
  natives: Partial<Record<Uidt, NativeType>>;
  /** Native type of SingleSelect / MultiSelect given its options, where the dialect has enum / set. */
  selectType?(uidt: 'SingleSelect' | 'MultiSelect', options: string[]): NativeType | undefined;
  /** Reverse choice that depends on more than the type name (e.g. `nvarchar(max)` is long text). */
  reverseOverride?(column: Pick<IntrospectedColumn, 'dt' | 'dtxp'>): Uidt | undefined;
  byType?: Record<string, Uidt>;
  /** The dialect has `unsigned` integers and decimals (`un` of a column). */
  unsigned?: boolean;
  /** Uidts addColumn cannot add. */
  notAddable?: readonly Uidt[];
  aliases: Partial<Record<Uidt, Uidt>>;
}

/** A dialect's native type for each kind of stored value; `nativesByKind` spreads them over the uidts. */
export interface NativeKinds {
  /** ID, AutoNumber and ForeignKey: the keys `increments` makes and the columns pointing at them. */
  key: NativeType;
  /** SingleLineText, Collaborator, PhoneNumber, Email, URL. */
  shortText: NativeType;
  /** LongText, Attachment, MultiSelect, SingleSelect. */
  longText: NativeType;
  /** Checkbox. */
  boolean: NativeType;
  date: NativeType;
  year: NativeType;
  time: NativeType;
  /** Number and Duration. */
  integer: NativeType;
  decimal: NativeType;
  currency: NativeType;
  percent: NativeType;
  rating: NativeType;
  /** DateTime, CreateTime, LastModifiedTime. */
  dateTime: NativeType;
  geometry: NativeType;
  json: NativeType;
}

/** `TypeTable.natives` from a dialect's type of each kind: the uidts of one kind are stored alike everywhere. */
export function nativesByKind(k: NativeKinds): TypeTable['natives'] {
  return {
    ID: k.key,
    AutoNumber: k.key,
    ForeignKey: k.key,
    SingleLineText: k.shortText,
    LongText: k.longText,
    Attachment: k.longText,
    Checkbox: k.boolean,
    MultiSelect: k.longText,
    SingleSelect: k.longText,
    Collaborator: k.shortText,
    Date: k.date,
    Year: k.year,
    Time: k.time,
    PhoneNumber: k.shortText,
    Email: k.shortText,
    URL: k.shortText,
    Number: k.integer,
    Decimal: k.decimal,
    Currency: k.currency,
    Percent: k.percent,
    Duration: k.integer,
    Rating: k.rating,
    DateTime: k.dateTime,
    CreateTime: k.dateTime,
    LastModifiedTime: k.dateTime,
    Geometry: k.geometry,
    JSON: k.json,
  };
}

export function defineTypeMapping(table: TypeTable): TypeMapping {
  const physical = PHYSICAL_UIDT.filter((u) => u === 'SpecificDBType' || table.natives[u]);
  const familyOf = (dt: string): TypeFamily => table.families[dt.toLowerCase()] ?? 'other';

  const withArgs = (dt: string, dtxp: string | undefined): NativeType => {
    if (!table.sized.includes(dt)) return { dt };
    const args = checkSizeArgs(dtxp, table.allowMax);
    return args ? { dt, dtxp: args } : { dt };
  };

  function nativeFor(column: ColumnDefinition): NativeType {
    const uidt = column.uidt;
    const requested = column.dt?.trim().toLowerCase();
    if (uidt === 'SpecificDBType') {
      if (!requested || !(requested in table.families)) {
        throw new DialectError('invalidInput', `Unsupported data type '${column.dt ?? ''}'`);
      }
      return withArgs(requested, column.dtxp);
    }
    const base = table.natives[uidt];
    if (!base) throw new DialectError('unsupported', `${uidt} has no column of its own`);
    if ((uidt === 'SingleSelect' || uidt === 'MultiSelect') && table.selectType) {
      const options = parseSelectOptions(column.dtxp);
      const select = options.length ? table.selectType(uidt, options) : undefined;
      if (select) return select;
      return base;
    }
    // A user may pick another native type of the same family (e.g. mediumtext for LongText).
    const dt = requested && requested in table.families && familyOf(requested) === familyOf(base.dt) ? requested : base.dt;
    const hasArgs = !(column.dtxp === undefined || column.dtxp === null || column.dtxp === '');
    const scale = hasArgs && column.dtxs && !String(column.dtxp).includes(',') ? `${column.dtxp},${column.dtxs}` : column.dtxp;
    const native: NativeType = hasArgs ? withArgs(dt, scale ?? undefined) : dt === base.dt ? { ...base } : withArgs(dt, undefined);
    const numeric = familyOf(dt) === 'integer' || familyOf(dt) === 'decimal';
    if (table.unsigned && numeric && column.un) native.suffix = 'unsigned';
    else if (base.suffix && dt === base.dt) native.suffix = base.suffix;
    else delete native.suffix;
    return native;
  }

  function uidtFor(column: Pick<IntrospectedColumn, 'dt' | 'dtxp' | 'pk' | 'autoIncrement' | 'columnType'>): Uidt {
    if (column.autoIncrement && column.pk) return 'ID';
    const dt = column.dt.toLowerCase();
    return table.reverseOverride?.(column) ?? table.byType?.[dt] ?? FAMILY_UIDT[familyOf(dt)] ?? 'SpecificDBType';
  }

  return {
    physical,
    addable: physical.filter((u) => !(table.notAddable ?? []).includes(u)),
    aliases: table.aliases,
    nativeTypes: Object.keys(table.families),
    nativeFor,
    uidtFor,
    familyOf,
  };
}
