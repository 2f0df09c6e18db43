import { THEME_COLOR_KEYS, z, type ThemeColors } from '@plinth/sdk';
import { PALETTE_NAMES } from './palettes.js';

/** `themeName` of a project's own colours. */
const PROJECT_CUSTOM_THEME = 'Custom';

/** A project's theme (000 s.2 "Themes (project settings)"): a preset or its own colours; null: each member's own. */
export interface ProjectTheme {
  themeName: string | null;
  customTheme: ThemeColors | null;
}

/** Only #rgb / #rrggbb: the colours end up in other members' style sheets. */
const hexColor = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'Colours are #rgb or #rrggbb');

export const projectThemeSchema = z
  .object({
    themeName: z
      .enum([...PALETTE_NAMES, PROJECT_CUSTOM_THEME], { error: `themeName is one of ${PALETTE_NAMES.join(', ')}, Custom` })
      .nullable(),
    customTheme: z
      .object(Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, hexColor])) as Record<(typeof THEME_COLOR_KEYS)[number], typeof hexColor>)
      .strict()
      .nullable()
      .default(null),
  })
  .strict()
  .refine((t) => t.themeName !== PROJECT_CUSTOM_THEME || t.customTheme !== null, {
    error: 'A Custom theme needs its colours (customTheme)',
  });

/** The REST path of a project's theme. */
export const projectThemePath = (projectId: string) => `/api/v1/themes/project/${encodeURIComponent(projectId)}`;
