import { shipmentKind } from '../../core/submissions/kinds/index.ts';
import { submissionAreaHandler } from '../submissions/submission-area.ts';

export const handler = submissionAreaHandler(shipmentKind);
