import { defineTypeMapping } from '@plinth/sdk/server';

const nvarchar = { dt: 'nvarchar', dtxp: '255' };
const long = { dt: 'nvarchar', dtxp: 'max' };

/** SQL Server type names as sys.types reports them; `(n)varchar(max)` reads as long text. */
export const mssqlTypes = defineTypeMapping({
  families: {
    tinyint: 'integer', smallint: 'integer', int: 'integer', bigint: 'integer',
    decimal: 'decimal', numeric: 'decimal', float: 'decimal', real: 'decimal', money: 'decimal', smallmoney: 'decimal',
    bit: 'boolean',
    varchar: 'string', nvarchar: 'string', char: 'string', nchar: 'string',
    text: 'text', ntext: 'text',
    date: 'date', time: 'time', datetime: 'datetime', datetime2: 'datetime', smalldatetime: 'datetime', datetimeoffset: 'datetime',
    geometry: 'geometry', geography: 'geometry',
    varbinary: 'binary', binary: 'binary', image: 'binary',
    uniqueidentifier: 'other', xml: 'other',
  },
  sized: ['varchar', 'nvarchar', 'char', 'nchar', 'varbinary', 'binary', 'decimal', 'numeric'],
  allowMax: true,
  natives: {
    ID: { dt: 'int' },
    AutoNumber: { dt: 'int' },
    ForeignKey: { dt: 'int' },
    SingleLineText: nvarchar,
    LongText: long,
    Attachment: long,
    Checkbox: { dt: 'bit' },
    MultiSelect: long,
    SingleSelect: long,
    Collaborator: nvarchar,
    Date: { dt: 'date' },
    Year: { dt: 'int' },
    Time: { dt: 'time' },
    PhoneNumber: nvarchar,
    Email: nvarchar,
    URL: nvarchar,
    Number: { dt: 'bigint' },
    Decimal: { dt: 'decimal', dtxp: '18,2' },
    Currency: { dt: 'decimal', dtxp: '15,2' },
    Percent: { dt: 'float' },
    Duration: { dt: 'bigint' },
    Rating: { dt: 'smallint' },
    DateTime: { dt: 'datetime2' },
    CreateTime: { dt: 'datetime2' },
    LastModifiedTime: { dt: 'datetime2' },
    Geometry: { dt: 'geometry' },
    JSON: long,
  },
  reverse: {
    integer: 'Number', decimal: 'Decimal', boolean: 'Checkbox', string: 'SingleLineText', text: 'LongText', date: 'Date',
    time: 'Time', datetime: 'DateTime', geometry: 'Geometry',
  },
  reverseOverride: (c) => (/^n?varchar$/.test(c.dt) && c.dtxp?.toLowerCase() === 'max' ? 'LongText' : undefined),
  notAddable: ['ID', 'AutoNumber'],
  aliases: {
    AutoNumber: 'ID', ForeignKey: 'Number', Attachment: 'LongText', MultiSelect: 'LongText', SingleSelect: 'LongText',
    Collaborator: 'SingleLineText', Year: 'Number', PhoneNumber: 'SingleLineText', Email: 'SingleLineText',
    URL: 'SingleLineText', Currency: 'Decimal', Percent: 'Decimal', Duration: 'Number', Rating: 'Number',
    CreateTime: 'DateTime', LastModifiedTime: 'DateTime', JSON: 'LongText',
  },
});
