/**
 * A page image as the local reader hands it to the recogniser: encoded (PNG or JPEG bytes), or
 * its grey pixels, one byte each, row by row (the page after its rulings are faded, which no
 * longer goes through a PNG on its way to the recogniser).
 */
export type PageImage = { width: number; height: number } & ({ data: Buffer } | { grey: Uint8Array });
