/**
 * Each project's theme in the meta store (`themes_project`): read by the project's members to
 * paint its dashboard, set by its admins in the dashboard's Themes tab; it goes with the project
 * and travels in its metadata export.
 */
import type { Knex, Migration } from '@plinth/sdk/server';
import type { ProjectTheme } from '../project-theme.js';

const PROJECT_THEMES_TABLE = 'themes_project';

export const migrations: Migration[] = [
  {
    name: '001_project_themes',
    async up(knex) {
      await knex.schema.createTable(PROJECT_THEMES_TABLE, (t) => {
        t.string('project_id', 64).primary();
        t.string('theme_name', 32).notNullable();
        t.text('custom_theme');
        t.timestamp('updated_at').notNullable();
      });
    },
    async down(knex) {
      await knex.schema.dropTable(PROJECT_THEMES_TABLE);
    },
  },
];

const NO_THEME: ProjectTheme = { themeName: null, customTheme: null };

export class ProjectThemes {
  constructor(private readonly db: Knex) {}

  async get(projectId: string): Promise<ProjectTheme> {
    const row = await this.db(PROJECT_THEMES_TABLE)
      .where({ project_id: projectId })
      .first<{ theme_name: string; custom_theme: string | null } | undefined>();
    if (!row) return NO_THEME;
    return {
      themeName: row.theme_name,
      customTheme: row.custom_theme ? (JSON.parse(row.custom_theme) as ProjectTheme['customTheme']) : null,
    };
  }

  /** Sets (or with `themeName: null` clears) a project's theme; answers it. */
  async set(projectId: string, theme: ProjectTheme): Promise<ProjectTheme> {
    await this.db.transaction(async (trx) => {
      await trx(PROJECT_THEMES_TABLE).where({ project_id: projectId }).delete();
      if (theme.themeName === null) return;
      await trx(PROJECT_THEMES_TABLE).insert({
        project_id: projectId,
        theme_name: theme.themeName,
        custom_theme: theme.customTheme ? JSON.stringify(theme.customTheme) : null,
        updated_at: new Date(),
      });
    });
    return theme.themeName === null ? NO_THEME : theme;
  }

  async forget(projectId: string): Promise<void> {
    await this.db(PROJECT_THEMES_TABLE).where({ project_id: projectId }).delete();
  }
}
