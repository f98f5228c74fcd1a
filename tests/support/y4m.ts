/**
 * A Y4M video (the format Chromium's --use-file-for-fake-video-capture plays as a camera) of one
 * still RGB image centred on a white frame: test support for scanning a printed label.
 */
export const y4mOfImage = (
  image: { width: number; height: number; rgb: Uint8Array },
  frame: { width: number; height: number; frames: number },
): Buffer => {
  const { width, height } = frame;
  const luma = new Uint8Array(width * height).fill(235);
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  for (let y = 0; y < image.height; y++) {
    const ty = y + top;
    if (ty < 0 || ty >= height) continue;
    for (let x = 0; x < image.width; x++) {
      const tx = x + left;
      if (tx < 0 || tx >= width) continue;
      const s = (y * image.width + x) * 3;
      // BT.601 studio-range luma, as a camera delivers it.
      const value = 0.299 * image.rgb[s]! + 0.587 * image.rgb[s + 1]! + 0.114 * image.rgb[s + 2]!;
      luma[ty * width + tx] = Math.round(16 + (value * 219) / 255);
    }
  }
  const chroma = new Uint8Array((width / 2) * (height / 2)).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const oneFrame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma, chroma]);
  return Buffer.concat([header, ...Array.from({ length: frame.frames }, () => oneFrame)]);
};
