/** The original's viewer: zoom in quarter steps between half and three times, rotate by quarters. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;

export const zoomStep = (zoom: number, direction: 1 | -1): number =>
  Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round((zoom + direction * 0.25) * 100) / 100));

export const nextRotation = (degrees: number): number => (degrees + 90) % 360;

/** A PDF by its type, or by its name when the server sent a generic type. */
export const isPdf = (type: string, filename: string): boolean =>
  type === 'application/pdf' || /\.pdf$/i.test(filename);
