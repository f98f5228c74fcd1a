/** The home page's five feature blurbs (spec 000 section 1), each leading to its area. */
export interface FeatureBlurb {
  title: string;
  text: string;
  path: string;
}

export const featureBlurbs: readonly FeatureBlurb[] = [
  {
    title: 'Goods Receipt',
    text: 'Record incoming deliveries by uploading a photo of the paperwork or entering them by hand, with the supplier and lot code of every line.',
    path: '/receive',
  },
  {
    title: 'Production Tracking',
    text: 'Log each production run: which ingredient and packaging lots went in, and which finished-goods lot came out.',
    path: '/production',
  },
  {
    title: 'Shipment Management',
    text: 'Record what left your site, for which customer and from which lots, so every delivery can be followed up.',
    path: '/shipments',
  },
  {
    title: 'Inventory Overview',
    text: 'See what is in stock for every material and lot, adjust counts when they differ, and review the full ledger history.',
    path: '/inventory',
  },
  {
    title: 'Lot Tracing',
    text: 'Trace a lot forward to the customers who received it, or back to the supplier deliveries it came from, when a recall cannot wait.',
    path: '/lot-tracing',
  },
];
