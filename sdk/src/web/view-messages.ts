/** Every English text the SDK's view pieces read from a view type plugin's bundle, in one spread. */
import { CELL_INPUT_MESSAGES_EN } from '../cell-values.js';
import { CELL_DISPLAY_MESSAGES_EN } from './cell-display.js';
import { ROW_FORM_MESSAGES_EN } from './ui/RowEditDialog.js';
import { VIEW_MENU_MESSAGES_EN } from './ui/ViewFieldMenus.js';

export const VIEW_MESSAGES_EN: Readonly<Record<string, string>> = {
  ...CELL_INPUT_MESSAGES_EN,
  ...CELL_DISPLAY_MESSAGES_EN,
  ...VIEW_MENU_MESSAGES_EN,
  ...ROW_FORM_MESSAGES_EN,
};
