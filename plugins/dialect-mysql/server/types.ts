import { defineTypeMapping } from '@plinth/sdk/server';
import { mysqlLiteral } from './literal.js';

const varchar = { dt: 'varchar', dtxp: '255' };

/** MySQL / MariaDB names as information_schema reports them (`tinyint(1)` reads as boolean). */
export const mysqlTypes = defineTypeMapping({
  families: {
    tinyint: 'integer', smallint: 'integer', mediumint: 'integer', int: 'integer', integer: 'integer', bigint: 'integer',
    decimal: 'decimal', numeric: 'decimal', float: 'decimal', double: 'decimal', real: 'decimal',
    boolean: 'boolean', bool: 'boolean', bit: 'other',
    varchar: 'string', char: 'string',
    tinytext: 'text', text: 'text', mediumtext: 'text', longtext: 'text',
    date: 'date', time: 'time', datetime: 'datetime', timestamp: 'datetime', year: 'year',
    json: 'json', enum: 'enum', set: 'set',
    geometry: 'geometry', point: 'geometry', linestring: 'geometry', polygon: 'geometry', multipoint: 'geometry',
    multilinestring: 'geometry', multipolygon: 'geometry', geometrycollection: 'geometry',
    binary: 'binary', varbinary: 'binary', tinyblob: 'binary', blob: 'binary', mediumblob: 'binary', longblob: 'binary',
  },
  sized: ['varchar', 'char', 'decimal', 'numeric', 'float', 'double', 'bit', 'binary', 'varbinary', 'tinyint', 'smallint', 'mediumint', 'int', 'bigint'],
  unsigned: true,
  natives: {
    ID: { dt: 'int', suffix: 'unsigned' },
    AutoNumber: { dt: 'int', suffix: 'unsigned' },
    // Same type as the keys `increments` creates, so foreign keys can point at them.
    ForeignKey: { dt: 'int', suffix: 'unsigned' },
    SingleLineText: varchar,
    LongText: { dt: 'text' },
    Attachment: { dt: 'text' },
    Checkbox: { dt: 'boolean' },
    MultiSelect: { dt: 'text' },
    SingleSelect: { dt: 'text' },
    Collaborator: varchar,
    Date: { dt: 'date' },
    Year: { dt: 'year' },
    Time: { dt: 'time' },
    PhoneNumber: varchar,
    Email: varchar,
    URL: varchar,
    Number: { dt: 'bigint' },
    Decimal: { dt: 'decimal', dtxp: '10,2' },
    Currency: { dt: 'decimal', dtxp: '15,2' },
    Percent: { dt: 'double' },
    Duration: { dt: 'bigint' },
    Rating: { dt: 'smallint' },
    DateTime: { dt: 'datetime' },
    CreateTime: { dt: 'datetime' },
    LastModifiedTime: { dt: 'datetime' },
    Geometry: { dt: 'geometry' },
    JSON: { dt: 'json' },
  },
  selectType: (uidt, options) => ({ dt: uidt === 'SingleSelect' ? 'enum' : 'set', dtxp: options.map(mysqlLiteral).join(',') }),
  reverse: {
    integer: 'Number', decimal: 'Decimal', boolean: 'Checkbox', string: 'SingleLineText', text: 'LongText', date: 'Date',
    time: 'Time', datetime: 'DateTime', year: 'Year', json: 'JSON', enum: 'SingleSelect', set: 'MultiSelect', geometry: 'Geometry',
  },
  notAddable: ['ID', 'AutoNumber'],
  aliases: {
    AutoNumber: 'ID', ForeignKey: 'Number', Attachment: 'LongText', MultiSelect: 'LongText', SingleSelect: 'LongText',
    Collaborator: 'SingleLineText', PhoneNumber: 'SingleLineText', Email: 'SingleLineText', URL: 'SingleLineText',
    Currency: 'Decimal', Percent: 'Decimal', Duration: 'Number', Rating: 'Number', CreateTime: 'DateTime', LastModifiedTime: 'DateTime',
  },
});
