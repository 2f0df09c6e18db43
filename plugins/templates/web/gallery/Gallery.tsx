import { EmptyState, observer, usePlinth, useT } from '@plinth/sdk/web';
import { ActionList, Button, CounterLabel, Stack } from '@primer/react';
import { useEffect, useState } from 'react';
import type { TemplateCategory, TemplateListItem } from '../../types.js';
import { editUnlock, EditTokenField, raiseCategoryCounter } from '../editor/index.js';
import { galleryApi } from './api.js';
import { SkeletonCard, TemplateCard } from './card.js';
import { CardGrid } from './grid.js';

/** 001 s.9: ten skeleton cards while the list loads. */
const SKELETONS = Array.from({ length: 10 }, (_, i) => i);

export interface GalleryProps {
  onOpen(id: number): void;
  /** 'New template' (the editor); a dialog closes itself first. */
  onNewTemplate(): void;
}

function useTemplates(category: string) {
  const ctx = usePlinth();
  const [list, setList] = useState<TemplateListItem[] | null>(null);
  const [categories, setCategories] = useState<TemplateCategory[]>([]);
  useEffect(() => {
    // 001 s.8: failures loading the list or the categories are only logged.
    galleryApi.categories(ctx.api).then(setCategories, (err: unknown) => console.error('[templates] categories', err));
  }, [ctx.api]);
  useEffect(() => {
    let live = true;
    setList(null);
    galleryApi.list(ctx.api, category).then(
      (r) => live && setList(r.data),
      (err: unknown) => {
        console.error('[templates] list', err);
        if (live) setList([]);
      },
    );
    return () => {
      live = false;
    };
  }, [ctx.api, category]);
  return { list, categories };
}

/** The gallery (001 s.2): categories with counts, New template, Import, the cards. */
export const Gallery = observer(function Gallery({ onOpen, onNewTemplate }: GalleryProps) {
  const ctx = usePlinth();
  const t = useT('templates');
  const [category, setCategory] = useState('');
  const { list, categories } = useTemplates(category);
  const total = categories.reduce((n, c) => n + c.count, 0);
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <nav aria-label={t('gallery.categories')} style={{ width: 220, flexShrink: 0 }}>
        {/* 001 s.6: double-clicks on the label raise a hidden counter; above 3 the token field shows. */}
        {editUnlock.tokenFieldShown && <EditTokenField />}
        <h3
          style={{ margin: 0, marginBlockEnd: 8, marginInlineStart: 8, fontSize: 14, userSelect: 'none' }}
          onDoubleClick={raiseCategoryCounter}
        >
          {t('gallery.categories')}
        </h3>
        <ActionList>
          {[{ category: '', count: total }, ...categories].map((c) => (
            <ActionList.Item key={c.category} active={c.category === category} onSelect={() => setCategory(c.category)}>
              {c.category || t('gallery.all')}
              <ActionList.TrailingVisual>
                <CounterLabel>{c.count}</CounterLabel>
              </ActionList.TrailingVisual>
            </ActionList.Item>
          ))}
        </ActionList>
      </nav>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Stack direction="horizontal" justify="end" gap="condensed" style={{ marginBottom: 16 }}>
          <Button onClick={() => ctx.toast.info(t('gallery.happyHacking'))}>{t('gallery.import')}</Button>
          <Button variant="primary" onClick={onNewTemplate}>
            {t('gallery.newTemplate')}
          </Button>
        </Stack>
        {list === null ? (
          <div role="status" aria-busy="true" aria-label={t('gallery.loading')}>
            <CardGrid label={t('gallery.loading')}>
              {SKELETONS.map((i) => (
                <SkeletonCard key={i} />
              ))}
            </CardGrid>
          </div>
        ) : list.length === 0 ? (
          <EmptyState title={t('gallery.empty')} />
        ) : (
          <CardGrid label={t('gallery.cards')}>
            {list.map((item) => (
              <TemplateCard key={item.id} item={item} onOpen={onOpen} />
            ))}
          </CardGrid>
        )}
      </div>
    </div>
  );
});
