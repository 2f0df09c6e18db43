import type { ThemePalette } from '@plinth/sdk';

/** The four preset palettes (001 section 3), each with the seven theme colours. */
export const PRESET_PALETTES: readonly ThemePalette[] = [
  {
    name: 'Orange',
    colors: {
      primary: '#FB8C00',
      secondary: '#FFB74D',
      accent: '#E65100',
      info: '#1E88E5',
      success: '#43A047',
      warning: '#FFB300',
      error: '#E53935',
    },
  },
  {
    name: 'Default',
    colors: {
      primary: '#1867C0',
      secondary: '#5CBBF6',
      accent: '#005CAF',
      info: '#2196F3',
      success: '#4CAF50',
      warning: '#FB8C00',
      error: '#FF5252',
    },
  },
  {
    name: 'Strawberry',
    colors: {
      primary: '#C2185B',
      secondary: '#F48FB1',
      accent: '#880E4F',
      info: '#2196F3',
      success: '#43A047',
      warning: '#FB8C00',
      error: '#D32F2F',
    },
  },
  {
    name: 'Grapes',
    colors: {
      primary: '#6A1B9A',
      secondary: '#BA68C8',
      accent: '#4A148C',
      info: '#1E88E5',
      success: '#43A047',
      warning: '#FB8C00',
      error: '#E53935',
    },
  },
];

export const PALETTE_NAMES = PRESET_PALETTES.map((p) => p.name) as [string, ...string[]];
