/** What a picker offers: an id and a name (the record itself comes along for the caller). */
export interface PickerOption {
  id: number;
  name: string;
}

/**
 * One line of a picker's list. Besides the records: 'None' (optional fields), '+ New ...' (the
 * quick-create popover) and notices that cannot be chosen (loading, nothing found, a load
 * error, "only the first 25 shown").
 */
export type PickerItem<T extends PickerOption> =
  | { kind: 'option'; id: number; name: string; record?: T }
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'notice'; text: string };

export const NONE_LABEL = 'None';

export const pickerMessages = {
  loading: 'Loading...',
  loadError: (message: string) => `Error loading reference data: ${message}`,
  nothingFound: (plural: string, term: string) =>
    term ? `No ${plural} found matching "${term}"` : `No ${plural} found`,
  firstMatches: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total} matches. Type to narrow the list.`,
} as const;

export interface PickerListInput<T extends PickerOption> {
  records: readonly T[];
  /** How many match on the server (more than records: only the first page is shown). */
  total: number;
  /** The search as sent: 'None' is offered only before anything is typed. */
  term: string;
  loading: boolean;
  loadError: string | null;
  allowNone: boolean;
  canCreate: boolean;
  /** 'suppliers' in 'No suppliers found'. */
  plural: string;
}

export const buildPickerItems = <T extends PickerOption>(input: PickerListInput<T>): PickerItem<T>[] => {
  const items: PickerItem<T>[] = [];
  if (input.allowNone && input.term === '') items.push({ kind: 'none' });
  if (input.loadError !== null) {
    items.push({ kind: 'notice', text: pickerMessages.loadError(input.loadError) });
  } else if (input.records.length === 0) {
    items.push({
      kind: 'notice',
      text: input.loading ? pickerMessages.loading : pickerMessages.nothingFound(input.plural, input.term),
    });
  } else {
    for (const record of input.records)
      items.push({ kind: 'option', id: record.id, name: record.name, record });
    if (input.total > input.records.length) {
      items.push({ kind: 'notice', text: pickerMessages.firstMatches(input.records.length, input.total) });
    }
  }
  if (input.canCreate) items.push({ kind: 'create' });
  return items;
};

/** The list item standing for the current value (the 'None' line for an empty optional field). */
export const valueItem = <T extends PickerOption>(
  value: PickerOption | null,
  allowNone: boolean,
): PickerItem<T> | null => {
  if (value) return { kind: 'option', id: value.id, name: value.name };
  return allowNone ? { kind: 'none' } : null;
};

export const sameItem = <T extends PickerOption>(a: PickerItem<T>, b: PickerItem<T>): boolean => {
  if (a.kind === 'option' && b.kind === 'option') return a.id === b.id;
  if (a.kind === 'notice' && b.kind === 'notice') return a.text === b.text;
  return a.kind === b.kind;
};

export const itemLabel = <T extends PickerOption>(item: PickerItem<T>, createLabel: string): string => {
  switch (item.kind) {
    case 'option':
      return item.name;
    case 'none':
      return NONE_LABEL;
    case 'create':
      return createLabel;
    case 'notice':
      return item.text;
  }
};
