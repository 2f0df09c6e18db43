import type { TemplateDocument } from '../../types.js';
import { col, options, table } from './helpers.js';

export const inventory: TemplateDocument = {
  title: 'Inventory',
  description:
    'Products from their suppliers, stocked in warehouses, with every movement in and out so stock levels and reorders stay visible.',
  category: 'Operations',
  image_url: 'linear-gradient(135deg, #f6d365 0%, #fda085 100%)',
  tags: ['inventory', 'stock', 'warehouse'],
  tables: [
    table(
      'suppliers',
      [col('name', 'SingleLineText'), col('contact_email', 'Email'), col('phone', 'PhoneNumber'), col('address', 'LongText')],
      {
        hasMany: [{ tn: 'products', _cn: 'Products' }],
      },
    ),
    table(
      'products',
      [
        col('name', 'SingleLineText'),
        col('sku', 'SingleLineText'),
        col('price', 'Currency'),
        col('reorder_level', 'Number'),
        col('active', 'Checkbox'),
      ],
      {
        belongsTo: [{ tn: 'suppliers', _cn: 'supplier_id' }],
        hasMany: [{ tn: 'stock_movements', _cn: 'Movements' }],
        manyToMany: [{ rtn: 'warehouses', _cn: 'Warehouses' }],
        v: [{ _cn: 'Stock on hand', rl: { rltn: 'stock_movements', rlcn: 'quantity', type: 'hm', fn: 'sum' } }],
      },
    ),
    table('warehouses', [col('name', 'SingleLineText'), col('location', 'SingleLineText')], {
      hasMany: [{ tn: 'stock_movements', _cn: 'Movements' }],
    }),
    table(
      'stock_movements',
      [
        col('quantity', 'Number'),
        col('kind', 'SingleSelect', options('In', 'Out', 'Adjustment')),
        col('moved_at', 'DateTime'),
        col('note', 'LongText'),
      ],
      {
        belongsTo: [
          { tn: 'products', _cn: 'product_id' },
          { tn: 'warehouses', _cn: 'warehouse_id' },
        ],
      },
    ),
  ],
};
