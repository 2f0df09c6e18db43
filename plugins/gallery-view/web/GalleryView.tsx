/**
 * The gallery: the view's rows as cards in a responsive grid (as many columns as fit), loaded a
 * page at a time as the user scrolls, only the rows of cards in view in the DOM. A card opens
 * into the row form, where editors may edit; settings (filters, sorts, fields, cover, title)
 * are saved for the view when the user may.
 */
import { rowKey, sortText, whereText, type Row } from '@plinth/sdk';
import { CardDialog, cardParts, settingsReader, usePagedRows, useViewType, type OpenCard, type ViewComponentProps } from '@plinth/sdk/web';
import { Spinner } from '@primer/react';
import { useMemo, useState } from 'react';
import { DEFAULT_GALLERY_SETTINGS, gallerySettingsSchema } from '../shared/settings.js';
import { GalleryCards } from './GalleryCards.js';
import { GalleryToolbar } from './GalleryToolbar.js';

const PLUGIN_ID = 'gallery-view';

const parseSettings = settingsReader(gallerySettingsSchema, DEFAULT_GALLERY_SETTINGS);

export default function GalleryView(props: ViewComponentProps) {
  const { t, table, error, settings, change, canEdit, canAdd } = useViewType(props, PLUGIN_ID, parseSettings);
  const query = useMemo(
    () => ({ where: whereText(settings.filters, settings.filterLogic) || undefined, sort: sortText(settings.sorts) || undefined }),
    [settings.filters, settings.filterLogic, settings.sorts],
  );
  const paged = usePagedRows(table?.rows, query, 60);
  const [open, setOpen] = useState<OpenCard | null>(null);

  if (error) return <p role="alert">{t('gallery.loadFailed', { msg: error })}</p>;
  if (!table) return <Spinner size="medium" />;
  const parts = cardParts(table.columns, settings);
  const pk = table.meta.columns.filter((c) => c.pk);
  const idOf = (row: Row) => rowKey(pk, row);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="gallery-view">
      <GalleryToolbar
        columns={table.columns}
        settings={settings}
        onChange={change}
        total={paged.total}
        canAdd={canAdd}
        onAdd={() => setOpen({ row: {}, id: null })}
        onReload={paged.reload}
        t={t}
      />
      {paged.error && <p role="alert">{t('gallery.loadFailed', { msg: paged.error })}</p>}
      <GalleryCards
        paged={paged}
        parts={parts}
        coverFit={settings.coverFit}
        idOf={idOf}
        onOpen={(row) => setOpen({ row, id: idOf(row) })}
        t={t}
      />
      {open && (
        <CardDialog
          table={table}
          settings={settings}
          titleColumn={parts.titleColumn}
          open={open}
          canEdit={canEdit}
          canAdd={canAdd}
          onSaved={(saved) => (open.id ? paged.update((r) => (idOf(r) === open.id ? { ...r, ...saved } : r)) : paged.prepend(saved))}
          onClose={() => setOpen(null)}
          t={t}
        />
      )}
    </div>
  );
}
