/**
 * Who a shipment's goods go to, as order sheets, pick tickets and delivery books label it
 * (compact, as header-vocabulary's labels).
 */
export const RECIPIENT_LABELS = [
  // A co-op's or a chain's pick ticket: the member or the store the order goes to.
  'store',
  'storename',
  'member',
  'membername',
  'memberstore',
  'shiptostore',
  // A delivery book or a van driver's sheet: `To: Corner Shop`, as a letter is addressed (only
  // a shipment has a customer, so a receipt's `To:` is never read as one).
  'to',
];
