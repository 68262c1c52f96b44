import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentIcon, AttachmentThumb, isThumbnailType, thumbnailBlob } from '../attachment-thumb.tsx';

/**
 * An attachment's thumbnail (issue 14 items 5–6): only PNG, JPEG, GIF and WebP
 * are drawn from a file's bytes (never SVG); the first render is a skeleton
 * of the thumbnail's box and fetches nothing; anything else is the fallback.
 */
const labels = { open: 'Open image photo.png', download: 'Download', downloadFile: 'Download photo.png', close: 'Close the image' };
const chip = <button type="button" data-testid="chip">file</button>;

function render(type: string, load = vi.fn(() => Promise.resolve(new Blob()))) {
  const html = renderToString(
    <MemoryRouter>
      <AttachmentThumb name="photo.png" type={type} load={load} labels={labels} fallback={chip} testId="thumb" />
    </MemoryRouter>,
  );
  return { html, load };
}

describe('which files are drawn as images', () => {
  it('allows PNG, JPEG, GIF and WebP only, whatever the case or parameters', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'IMAGE/PNG', 'image/jpeg; charset=binary']) expect(isThumbnailType(type), type).toBe(true);
    for (const type of ['image/svg+xml', 'image/heic', 'image/avif', 'image/bmp', 'application/pdf', 'text/html', 'image/', '']) expect(isThumbnailType(type), type).toBe(false);
  });

  it('refuses bytes that came back as another type, and types an untyped answer as declared', () => {
    const png = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    expect(thumbnailBlob(png, 'image/png')).toBe(png);
    expect(() => thumbnailBlob(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'image/png')).toThrow();
    expect(() => thumbnailBlob(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'image/svg+xml')).toThrow();
    expect(() => thumbnailBlob(png, 'application/pdf')).toThrow();
    const untyped = thumbnailBlob(new Blob([new Uint8Array([1, 2, 3])]), 'image/webp');
    expect(untyped.type).toBe('image/webp');
    expect(untyped.size).toBe(3);
  });
});

describe('AttachmentThumb', () => {
  it('starts as a skeleton of the thumbnail with the file\'s name, and fetches nothing before it is on screen', () => {
    const { html, load } = render('image/png');
    expect(html).toContain('data-testid="thumb"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-testid="attachment-thumb-skeleton"');
    expect(html).toContain('photo.png</span>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('data-testid="chip"');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves an SVG, a PDF and an image type browsers may not draw to the fallback', () => {
    for (const type of ['image/svg+xml', 'application/pdf', 'image/heic']) {
      const { html, load } = render(type);
      expect(html, type).toContain('data-testid="chip"');
      expect(html, type).not.toContain('data-testid="thumb"');
      expect(load).not.toHaveBeenCalled();
    }
  });
});

describe('AttachmentIcon', () => {
  it('marks a PDF with its own icon', () => {
    expect(renderToString(<AttachmentIcon type="application/pdf" />)).toContain('data-icon="pdf"');
    expect(renderToString(<AttachmentIcon type="image/heic" />)).not.toContain('data-icon="pdf"');
  });
});
