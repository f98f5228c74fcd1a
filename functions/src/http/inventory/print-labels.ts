import { labelRoutes } from '@bp/shared/api/routes/labels.ts';
import { labelsToPrint } from '../../core/labels/print-labels.ts';
import { file } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { labelPorts, renderLabelsPdf } from '../../wiring/labels.ts';

export const printLabels = handles(route(labelRoutes, 'printLabels'), async ({ body, caller }) => {
  const { labels, sheet } = await labelsToPrint(labelPorts, caller.companyId, body);
  const now = new Date();
  const pdf = await renderLabelsPdf(labels, sheet, { title: `Lot labels (${body.size})`, now });
  const name =
    labels.length === 1 || new Set(labels.map((l) => l.lotCode)).size === 1
      ? `label-${labels[0]!.lotCode}`
      : `labels-${now.toISOString().slice(0, 10)}`;
  return file(Buffer.from(pdf), 'application/pdf', `${name.replace(/[^\w.-]+/g, '_')}-${body.size}.pdf`);
});
