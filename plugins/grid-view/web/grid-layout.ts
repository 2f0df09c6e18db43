import type { ViewColumn } from '@plinth/sdk';
/** Sizes of the grid's fixed parts and the default width of a column by its type. */

export const HEADER_HEIGHT = 32;
export const GUTTER_WIDTH = 84;

export function defaultWidth(col: ViewColumn): number {
  switch (col.uidt) {
    case 'ID':
    case 'AutoNumber':
    case 'Checkbox':
    case 'Rating':
    case 'Year':
      return 100;
    case 'LongText':
    case 'JSON':
    case 'Attachment':
    case 'LinkToAnotherRecord':
      return 220;
    default:
      return 160;
  }
}
