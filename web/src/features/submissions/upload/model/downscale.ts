/** Longest side a photo is sent at: more than reading needs, far less than a phone's 4000-8000 px. */
export const MAX_UPLOAD_SIDE = 3000;

/** The size a photo is scaled to so its longest side is at most `max` (never enlarged). */
export const scaledSize = (width: number, height: number, max = MAX_UPLOAD_SIDE) => {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height, scaled: false };
  const ratio = max / longest;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio), scaled: true };
};

/**
 * A phone photo downscaled in the browser before upload (JPEG, longest side at most 3000 px):
 * a 12-megapixel photo goes from ~5 MB to ~1.5 MB, which is most of the upload time on a phone
 * network. PDFs, small images and images this browser cannot decode (HEIC outside Safari) go
 * as they are; the server reads those itself.
 */
export const downscalePhoto = async (file: File): Promise<File> => {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    if (!size.scaled) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!blob) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
};

/** Longest sides tried, largest first, when a photo must fit under a byte limit. */
export const FIT_SIDES = [3000, 2400, 2000, 1600, 1200] as const;

/**
 * The sizes a photo of `width` x `height` is re-encoded at to fit a byte limit, largest first:
 * its own size when that is below the first side tried, never enlarged, no size twice.
 */
export const fitSizes = (width: number, height: number) => {
  const sizes = FIT_SIDES.map((side) => scaledSize(width, height, side));
  return sizes.filter((s, i) => sizes.findIndex((o) => o.width === s.width && o.height === s.height) === i);
};

/**
 * A photo made to fit `maxBytes` (the outbox's multipart limit, 4 MB): one too dense to fit
 * after the usual downscale (a 3000 px photo of fine grain, a phone's "high quality" mode) is
 * re-encoded smaller until it fits, rather than refused and lost on a floor without a network.
 * Null when it cannot be (not an image this browser decodes, or still too big at 1200 px).
 */
export const photoWithin = async (file: File, maxBytes: number): Promise<File | null> => {
  if (file.size <= maxBytes) return file;
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    for (const size of fitSizes(bitmap.width, bitmap.height)) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
      if (blob && blob.size <= maxBytes)
        return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
    }
    return null;
  } finally {
    bitmap.close();
  }
};
