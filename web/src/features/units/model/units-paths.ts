/** Where the unit forms return to: the list, on the tab that shows custom units. */
export const CUSTOM_UNITS_LIST = '/settings/units?tab=custom';
