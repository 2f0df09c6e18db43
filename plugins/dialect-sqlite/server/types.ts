import { defineTypeMapping } from '@plinth/sdk/server';

/** SQLite has no identifier limit; Plinth caps names (and generated constraint names) here. */
export const SQLITE_MAX_NAME = 255;

const text255 = { dt: 'varchar', dtxp: '255' };

/** SQLite keeps declared types verbatim; these are the ones Plinth writes and recognises. */
export const sqliteTypes = defineTypeMapping({
  families: {
    integer: 'integer', int: 'integer', bigint: 'integer', smallint: 'integer', tinyint: 'integer', mediumint: 'integer',
    decimal: 'decimal', numeric: 'decimal', real: 'decimal', double: 'decimal', float: 'decimal',
    boolean: 'boolean',
    varchar: 'string', nvarchar: 'string', char: 'string', character: 'string',
    text: 'text', clob: 'text',
    date: 'date', time: 'time', datetime: 'datetime', timestamp: 'datetime',
    json: 'json', blob: 'binary',
  },
  sized: ['varchar', 'nvarchar', 'char', 'character', 'decimal', 'numeric'],
  natives: {
    ID: { dt: 'integer' },
    AutoNumber: { dt: 'integer' },
    ForeignKey: { dt: 'integer' },
    SingleLineText: text255,
    LongText: { dt: 'text' },
    Attachment: { dt: 'text' },
    Checkbox: { dt: 'boolean' },
    MultiSelect: { dt: 'text' },
    SingleSelect: { dt: 'text' },
    Collaborator: text255,
    Date: { dt: 'date' },
    Year: { dt: 'integer' },
    Time: { dt: 'time' },
    PhoneNumber: text255,
    Email: text255,
    URL: text255,
    Number: { dt: 'integer' },
    Decimal: { dt: 'decimal' },
    Currency: { dt: 'decimal' },
    Percent: { dt: 'real' },
    Duration: { dt: 'integer' },
    Rating: { dt: 'integer' },
    DateTime: { dt: 'datetime' },
    CreateTime: { dt: 'datetime' },
    LastModifiedTime: { dt: 'datetime' },
    Geometry: { dt: 'text' },
    JSON: { dt: 'json' },
  },
  reverse: {
    integer: 'Number', decimal: 'Decimal', boolean: 'Checkbox', string: 'SingleLineText', text: 'LongText',
    date: 'Date', time: 'Time', datetime: 'DateTime', json: 'JSON',
  },
  notAddable: ['ID', 'AutoNumber'],
  aliases: {
    AutoNumber: 'ID', ForeignKey: 'Number', Attachment: 'LongText', MultiSelect: 'LongText', SingleSelect: 'LongText',
    Collaborator: 'SingleLineText', Year: 'Number', PhoneNumber: 'SingleLineText', Email: 'SingleLineText',
    URL: 'SingleLineText', Currency: 'Decimal', Percent: 'Decimal', Duration: 'Number', Rating: 'Number',
    CreateTime: 'DateTime', LastModifiedTime: 'DateTime', Geometry: 'LongText',
  },
});
