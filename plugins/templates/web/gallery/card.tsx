import { useT } from '@plinth/sdk/web';
import type { CSSProperties } from 'react';
import type { TemplateListItem } from '../../types.js';

/** 001 s.9: the gallery shows the first 200 characters of a description. */
const PREVIEW_LENGTH = 200;

export const preview = (text: string | null) =>
  text && text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : (text ?? '');

/** A template's banner: its gradient, or its image (the server accepts only these two). */
export function bannerStyle(image: string | null, height: number): CSSProperties {
  const v = image?.trim();
  const background = !v
    ? 'linear-gradient(135deg, #8e9eab 0%, #eef2f3 100%)'
    : /gradient\(/i.test(v)
      ? v
      : `center / cover no-repeat url("${encodeURI(v)}")`;
  return { height, background, borderRadius: '6px 6px 0 0' };
}

const cardStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  padding: 0,
  textAlign: 'start',
  font: 'inherit',
  color: 'inherit',
  background: 'var(--bgColor-default, #fff)',
  border: '1px solid var(--borderColor-default, #d0d7de)',
  borderRadius: 6,
  cursor: 'pointer',
};

const clamp: CSSProperties = { margin: 0, color: 'var(--fgColor-muted, #59636e)', fontSize: 13, lineHeight: 1.45 };

/** One card: banner, title and the description's preview; opens the detail. */
export function TemplateCard({ item, onOpen }: { item: TemplateListItem; onOpen(id: number): void }) {
  return (
    <button type="button" style={cardStyle} onClick={() => onOpen(item.id)} data-testid="template-card" aria-label={item.title}>
      <div style={bannerStyle(item.image_url, 110)} aria-hidden="true" />
      <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 6 }}>
        <strong style={{ fontSize: 15 }}>{item.title}</strong>
        {item.category && <span style={{ ...clamp, fontSize: 12 }}>{item.category}</span>}
        <p style={clamp}>{preview(item.description)}</p>
      </div>
    </button>
  );
}

const pulse: CSSProperties = { background: 'var(--bgColor-muted, #eaeef2)', borderRadius: 4 };

/** A grey card while the list loads. */
export function SkeletonCard() {
  const t = useT('templates');
  return (
    <div style={{ ...cardStyle, cursor: 'default' }} data-testid="template-skeleton" aria-hidden="true" title={t('gallery.loading')}>
      <div style={{ ...pulse, height: 110, borderRadius: '6px 6px 0 0' }} />
      <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div style={{ ...pulse, height: 16, width: '60%' }} />
        <div style={{ ...pulse, height: 12 }} />
        <div style={{ ...pulse, height: 12, width: '80%' }} />
      </div>
    </div>
  );
}
