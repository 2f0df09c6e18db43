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
        v: [{ _cn: 'Product count', rl: { rltn: 'products', rlcn: 'id', type: 'hm', fn: 'count' } }],
        rows: [
          { name: 'Acme Parts', contact_email: 'orders@acme.example.com', phone: '+1 555 0142', address: '12 Industrial Way, Dayton' },
          { name: 'Globex Supply', contact_email: 'sales@globex.example.com', address: '400 Harbor Rd, Oakland' },
        ],
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
        v: [
          { _cn: 'Stock on hand', rl: { rltn: 'stock_movements', rlcn: 'quantity', type: 'hm', fn: 'sum' } },
          { _cn: 'Supplier name', lk: { ltn: 'suppliers', type: 'bt', lcn: 'name' } },
        ],
        rows: [
          {
            name: 'Steel bolt M8',
            sku: 'BLT-M8',
            price: 0.35,
            reorder_level: 500,
            active: true,
            supplier_id: 1,
            _mm: { warehouses: [1, 2] },
          },
          { name: 'Hex nut M8', sku: 'NUT-M8', price: 0.12, reorder_level: 800, active: true, supplier_id: 1, _mm: { warehouses: [1] } },
          {
            name: 'Cable tie 200 mm',
            sku: 'CT-200',
            price: 0.05,
            reorder_level: 1000,
            active: true,
            supplier_id: 2,
            _mm: { warehouses: [2] },
          },
        ],
      },
    ),
    table('warehouses', [col('name', 'SingleLineText'), col('location', 'SingleLineText')], {
      hasMany: [{ tn: 'stock_movements', _cn: 'Movements' }],
      rows: [
        { name: 'Central', location: 'Dayton' },
        { name: 'West', location: 'Oakland' },
      ],
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
        rows: [
          { quantity: 2000, kind: 'In', moved_at: '2026-01-05 08:00:00', product_id: 1, warehouse_id: 1 },
          { quantity: -350, kind: 'Out', moved_at: '2026-01-19 15:20:00', product_id: 1, warehouse_id: 1 },
          { quantity: 1200, kind: 'In', moved_at: '2026-01-06 09:00:00', product_id: 2, warehouse_id: 1 },
          { quantity: 5000, kind: 'In', moved_at: '2026-01-07 11:00:00', product_id: 3, warehouse_id: 2 },
          { quantity: -20, kind: 'Adjustment', moved_at: '2026-02-01 17:00:00', note: 'Counted short', product_id: 3, warehouse_id: 2 },
        ],
      },
    ),
  ],
};
