/**
 * Project metadata export and import (000 s.1-2): the project-meta plugin writes the schema
 * (tables, columns, relations, virtual columns, disabled tables) and asks every plugin for its part
 * of the project (views and their settings, table access rules...) through these hooks, each under
 * the plugin's id; on import it checks every part before anything is written, then applies them to
 * the new project.
 */
import { defineHook } from '@plinth/kernel/contracts';

/** A plugin's part of an export, under its id: JSON data only. */
export type ProjectMetaSections = Record<string, unknown>;

export const ProjectMetaHooks = {
  /** Fills `sections[<plugin id>]` with what the plugin keeps for the project. */
  exported: defineHook<{ projectId: string; sections: ProjectMetaSections }, 'asyncSeries'>('projectMeta.exported', 'asyncSeries'),
  /**
   * Checks the plugin's section of an archive before anything is written (400 naming the problem).
   * `tables`: the names of the tables the archive creates.
   */
  validate: defineHook<{ sections: ProjectMetaSections; tables: readonly string[] }, 'asyncSeries'>('projectMeta.validate', 'asyncSeries'),
  /**
   * Applies the plugin's section to a project just imported (its tables exist); ids are the
   * plugin's to remap. `into`: a project the import created, or an existing one the archive was
   * merged into (keep what the project has; add or update what the section names).
   */
  imported: defineHook<
    { projectId: string; sections: ProjectMetaSections; userId: string | null; into: 'new' | 'existing' },
    'asyncSeries'
  >('projectMeta.imported', 'asyncSeries'),
};
