import { useEffect, useRef, useState, type ReactNode, type SVGProps } from 'react';
import { IconDownload } from './icons.tsx';
import { Modal } from './modal.tsx';

/**
 * The only types drawn as an image from a file's bytes. The server recognises
 * uploads by content and stores a few more image types (HEIC, AVIF, BMP) that
 * not every browser draws, and never SVG; an explicit list keeps anything
 * else (an SVG above all) a download.
 */
export const THUMBNAIL_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The bare media type of a content type, lower case: `image/PNG; x=1` → `image/png`. */
const mediaType = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();

/** Whether a file of this content type is shown as a thumbnail. */
export function isThumbnailType(type: string): boolean {
  return THUMBNAIL_TYPES.includes(mediaType(type));
}

/**
 * The fetched bytes as a Blob of an allowed image type: the type the answer
 * came with must be one (a response of another type is refused, not drawn),
 * and a Blob with no type gets the file's declared one.
 */
export function thumbnailBlob(blob: Blob, declared: string): Blob {
  if (!isThumbnailType(declared) || (blob.type !== '' && !isThumbnailType(blob.type))) throw new Error('not a previewable image');
  return blob.type ? blob : blob.slice(0, blob.size, mediaType(declared));
}

export type AttachmentThumbLabels = {
  /** Accessible name of the thumbnail, which opens the full image ("Open image photo.png"). */
  open: string;
  /** The download action's text ("Download"). */
  download: string;
  /** Accessible name of the download action beside the thumbnail ("Download photo.png"). */
  downloadFile: string;
  /** Accessible name of the lightbox's close button. */
  close: string;
};

type AttachmentThumbProps = {
  name: string;
  /** The file's content type as the server recognised it. */
  type: string;
  /** Fetches the file (with the session's token: a plain <img src> would not carry it). */
  load: () => Promise<Blob>;
  labels: AttachmentThumbLabels;
  /** What shows instead for a file that is not a previewable image, or when it fails to load or to draw: the feature's download chip. */
  fallback: ReactNode;
  testId?: string;
};

type Phase = { kind: 'waiting' } | { kind: 'ready'; url: string } | { kind: 'failed' };

/**
 * An image attachment as a thumbnail (a fixed box, cropped to fill it) with
 * its name and a download link; a click opens the full image in a lightbox.
 * The file is fetched once the thumbnail comes near the screen, held as an
 * object URL and released on unmount. A skeleton stands in while it loads;
 * anything else (a PDF, an SVG, an error) is the fallback.
 */
export function AttachmentThumb({ name, type, load, labels, fallback, testId = 'attachment-thumb' }: AttachmentThumbProps) {
  const image = isThumbnailType(type);
  const box = useRef<HTMLElement>(null);
  const loader = useRef(load);
  loader.current = load;
  const [near, setNear] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' });
  const [open, setOpen] = useState(false);

  // Fetch only once the thumbnail is near the screen (or at once where there is no IntersectionObserver).
  useEffect(() => {
    const element = box.current;
    if (!image || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      setNear(true);
      observer.disconnect();
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [image]);

  useEffect(() => {
    if (!near) return;
    let live = true;
    let url: string | null = null;
    loader.current()
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(thumbnailBlob(blob, type));
        setPhase({ kind: 'ready', url });
      })
      .catch(() => {
        if (live) setPhase({ kind: 'failed' });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [near, type]);

  if (!image || phase.kind === 'failed') return <>{fallback}</>;
  const url = phase.kind === 'ready' ? phase.url : null;
  return (
    <figure ref={box} className="attachment-thumb" data-testid={testId} data-state={url ? 'ready' : 'loading'} aria-busy={!url}>
      {url ? (
        <button type="button" className="attachment-thumb__open" onClick={() => setOpen(true)} aria-label={labels.open} data-testid="attachment-thumb-open">
          <img className="attachment-thumb__img" src={url} alt={name} width={160} height={120} decoding="async" onError={() => setPhase({ kind: 'failed' })} data-testid="attachment-thumb-img" />
        </button>
      ) : (
        <span className="attachment-thumb__skeleton skeleton" aria-hidden data-testid="attachment-thumb-skeleton" />
      )}
      <figcaption className="attachment-thumb__caption">
        <span className="attachment-thumb__name" title={name}>{name}</span>
        {url && (
          <a className="attachment-thumb__download" href={url} download={name} aria-label={labels.downloadFile} title={labels.download} data-testid="attachment-thumb-download">
            <IconDownload width={16} height={16} />
          </a>
        )}
      </figcaption>
      {url && (
        <Modal open={open} onClose={() => setOpen(false)} title={name} closeLabel={labels.close} size="lg" className="attachment-lightbox" testId="attachment-lightbox">
          <img className="attachment-lightbox__img" src={url} alt={name} data-testid="attachment-lightbox-img" />
          <div className="modal__actions">
            <a className="button button--primary" href={url} download={name} data-testid="attachment-lightbox-download"><IconDownload /> {labels.download}</a>
          </div>
        </Modal>
      )}
    </figure>
  );
}

/** The icon of a file chip: a PDF's page with its label, or a paperclip for anything else. */
export function AttachmentIcon({ type, ...props }: { type: string } & SVGProps<SVGSVGElement>) {
  const base = { width: 14, height: 14, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
  if (mediaType(type) === 'application/pdf') {
    return (
      <svg {...base} {...props} data-icon="pdf">
        <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" />
        <path d="M14 3v6h6" />
        <path d="M8 17v-4h1.2a1.2 1.2 0 0 1 0 2.4H8M12.5 17v-4h.8a2 2 0 0 1 0 4Z M16.5 17v-4H18M16.5 15h1.2" strokeWidth="1.3" />
      </svg>
    );
  }
  return <svg {...base} {...props}><path d="m21 12-8.5 8.5a5 5 0 0 1-7-7L14 5a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 8" /></svg>;
}
