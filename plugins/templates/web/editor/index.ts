/** The template editor (001 s.2, s.4-s.9): the component the detail page embeds and the `/inspire` screen. */
export { TemplateEditor, type TemplateEditorProps } from './TemplateEditor.js';
export { default as InspirePage } from './InspirePage.js';
export { editUnlock, raiseCategoryCounter } from './counters.js';
export { EditTokenField } from './EditTokenField.js';
