import { defineTypeMapping, nativesByKind, STORED_AS_UIDT } from '@plinth/sdk/server';

/** SQLite has no identifier limit; Plinth caps names (and generated constraint names) here. */
export const SQLITE_MAX_NAME = 255;

/** SQLite keeps declared types verbatim; these are the ones Plinth writes and recognises. */
export const sqliteTypes = defineTypeMapping({
  families: {
    integer: 'integer',
    int: 'integer',
    bigint: 'integer',
    smallint: 'integer',
    tinyint: 'integer',
    mediumint: 'integer',
    decimal: 'decimal',
    numeric: 'decimal',
    real: 'decimal',
    double: 'decimal',
    float: 'decimal',
    boolean: 'boolean',
    varchar: 'string',
    nvarchar: 'string',
    char: 'string',
    character: 'string',
    text: 'text',
    clob: 'text',
    date: 'date',
    time: 'time',
    datetime: 'datetime',
    timestamp: 'datetime',
    json: 'json',
    blob: 'binary',
  },
  sized: ['varchar', 'nvarchar', 'char', 'character', 'decimal', 'numeric'],
  natives: nativesByKind({
    key: { dt: 'integer' },
    shortText: { dt: 'varchar', dtxp: '255' },
    longText: { dt: 'text' },
    boolean: { dt: 'boolean' },
    date: { dt: 'date' },
    year: { dt: 'integer' },
    time: { dt: 'time' },
    integer: { dt: 'integer' },
    decimal: { dt: 'decimal' },
    currency: { dt: 'decimal' },
    percent: { dt: 'real' },
    rating: { dt: 'integer' },
    dateTime: { dt: 'datetime' },
    geometry: { dt: 'text' },
    json: { dt: 'json' },
  }),
  notAddable: ['ID', 'AutoNumber'],
  aliases: { ...STORED_AS_UIDT, Year: 'Number', Geometry: 'LongText' },
});
