/** Document pictures are sent as JPEG at quality 0.6, at most ~1600 px on the long side. */
export const DOCUMENT_COMPRESSION = { maxPx: 1600, quality: 0.6 } as const;

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  await image.decode();
  return image;
}

/**
 * Redraws a picture on a canvas as a JPEG (white behind transparent parts), scaled down to fit
 * maxPx: a phone's 4 MB photo of an ID card becomes a few hundred KB before it goes over 4G.
 */
export async function compressImage(
  file: Blob & { name?: string },
  options: { maxPx: number; quality: number },
) {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const scale = Math.min(1, options.maxPx / Math.max(image.naturalWidth, image.naturalHeight));
    const width = Math.max(1, Math.round(image.naturalWidth * scale));
    const height = Math.max(1, Math.round(image.naturalHeight * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', options.quality),
    );
    if (!blob) throw new Error('The picture could not be encoded');
    const base = (file.name ?? 'photo').replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${base}.jpg`, { type: 'image/jpeg' });
  } finally {
    URL.revokeObjectURL(url);
  }
}
