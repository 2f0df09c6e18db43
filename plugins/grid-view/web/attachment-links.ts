/**
 * Attachment links open through a freshly signed URL. The URL stored with a row is signed for an
 * hour (storage plugin), so a grid left open longer, or a row read much later, would link to a
 * refused file. One click listener on the document (capture phase) serves the grid's chips and
 * the expanded row's alike; a click with a modifier key or another button keeps the stored link.
 */
import { STORAGE_API } from '@plinth/sdk';
import type { WebContext } from '@plinth/sdk/web';

/** A fresh URL for a stored file, from the storage plugin's sign route. */
export async function signedFileUrl(ctx: WebContext, projectId: string, path: string): Promise<string> {
  const answer = await ctx.api.post<{ list: { path: string; url: string }[] }>(STORAGE_API.sign(projectId), {
    paths: [path],
  });
  const url = answer.list[0]?.url;
  if (!url) throw new Error(`No signed URL for '${path}'`);
  return url;
}

export function openAttachmentsFreshlySigned(sign: (projectId: string, path: string) => Promise<string>): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[data-attachment-path]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const projectId = STORAGE_API.filePattern.exec(link.pathname)?.[1];
    const path = link.dataset.attachmentPath;
    if (!projectId || !path) return;
    event.preventDefault();
    // Opened now, within the click, so that no popup blocker stops it; pointed at the file once signed.
    const opened = window.open('about:blank', '_blank');
    if (!opened) return;
    opened.opener = null;
    sign(decodeURIComponent(projectId), path).then(
      (url) => opened.location.replace(url),
      () => opened.location.replace(link.href),
    );
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
