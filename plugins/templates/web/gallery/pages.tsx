import { PageFrame, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Gallery } from './Gallery.js';
import { TemplateDetail } from './TemplateDetail.js';

/** `/project/templates`: the gallery as a page. */
export function GalleryPage() {
  const ctx = usePlinth();
  const t = useT('templates');
  return (
    <PageFrame title={t('gallery.title')} description={t('gallery.description')}>
      <Gallery onOpen={(id) => ctx.navigate(`/project/templates/${id}`)} onNewTemplate={() => ctx.navigate('/inspire')} />
    </PageFrame>
  );
}

/** `/project/templates/:id`: the detail as a page, in project-creation mode. */
export function DetailPage() {
  const ctx = usePlinth();
  const route = useRoute();
  const id = Number(route.params.id);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <TemplateDetail id={id} onBack={() => ctx.navigate('/project/templates')} />
    </div>
  );
}
