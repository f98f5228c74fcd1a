import type { TextractBlock } from '../../core/documents/textract-blocks.ts';

/** What the API's process and the OCR process (ocr-child-process.ts, ocr-child-main.ts) say. */
export type OcrAsk =
  | {
      bytes: Uint8Array;
      /** When its caller's invocation ends (epoch ms): a read still queued then is not started. */
      deadline?: number;
    }
  /** Load the models now, ahead of the first document (answered `warmed`). */
  | { warm: true };

export type OcrRequest = OcrAsk & { id: number };

export type OcrReply =
  | { id: number; blocks: TextractBlock[] }
  | { id: number; warmed: true }
  | { id: number; error: { name: string; message: string } };
