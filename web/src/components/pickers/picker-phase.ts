/**
 * The phases of a picker (spec 000 section 4, spec 001 section 4): display (the chosen name),
 * editing (the searchable list), creating (a quick-create is being saved) and unrecognised
 * (a name read from a document matched nothing: red icon, the raw text, a Fix button).
 *
 * Display and unrecognised are both "resting" and follow from the props, so a parent that
 * changes the value (say, fixing every row with the same raw text) never leaves a picker in a
 * stale phase; the reducer only tracks what the user is doing.
 */
export type PickerPhase = 'display' | 'editing' | 'creating' | 'unrecognised';

export interface PickerState {
  activity: 'resting' | 'editing' | 'creating';
  /** The quick-create popover's starting name while it is open; null when closed. */
  createDraft: string | null;
}

export type PickerEvent =
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'picked' }
  | { type: 'openCreate'; name: string }
  | { type: 'closeCreate' }
  | { type: 'saveStarted' }
  | { type: 'saveFailed' }
  | { type: 'saved' };

export const initialPickerState: PickerState = { activity: 'resting', createDraft: null };

export const pickerReducer = (state: PickerState, event: PickerEvent): PickerState => {
  switch (event.type) {
    case 'edit':
      return state.activity === 'resting' ? { activity: 'editing', createDraft: null } : state;
    case 'cancel':
      // Leaving the list while the popover is open (focus moved into it) is not a cancel.
      return state.activity === 'editing' && state.createDraft === null ? initialPickerState : state;
    case 'picked':
      return state.activity === 'creating' ? state : initialPickerState;
    case 'openCreate':
      return state.activity === 'creating' ? state : { activity: 'editing', createDraft: event.name };
    case 'closeCreate':
      return state.activity === 'editing' ? { activity: 'editing', createDraft: null } : state;
    case 'saveStarted':
      return state.activity === 'editing' && state.createDraft !== null
        ? { ...state, activity: 'creating' }
        : state;
    case 'saveFailed':
      return state.activity === 'creating' ? { ...state, activity: 'editing' } : state;
    case 'saved':
      return state.activity === 'creating' ? initialPickerState : state;
  }
};

export interface RestingInput {
  hasValue: boolean;
  /** Defaults to hasValue: a chosen value is a recognised one. */
  recognised?: boolean;
  /** The text as read from a document. */
  rawText?: string | null;
}

/** Unrecognised: not recognised, and there is a raw text to show and fix. */
export const isUnrecognised = ({ hasValue, recognised, rawText }: RestingInput): boolean =>
  !(recognised ?? hasValue) && Boolean(rawText?.trim());

export const pickerPhase = (state: PickerState, input: RestingInput): PickerPhase => {
  if (state.activity !== 'resting') return state.activity;
  return isUnrecognised(input) ? 'unrecognised' : 'display';
};
