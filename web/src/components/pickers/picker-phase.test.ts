import { describe, expect, it } from 'vitest';
import {
  initialPickerState,
  pickerPhase,
  pickerReducer,
  type PickerEvent,
  type PickerState,
} from './picker-phase.ts';

const run = (events: PickerEvent[], from: PickerState = initialPickerState): PickerState =>
  events.reduce(pickerReducer, from);

const chosen = { hasValue: true };
const unread = { hasValue: false, rawText: 'Acme Flour Co.' };

describe('picker phases', () => {
  it('rests in display with a value, and in display with neither value nor raw text', () => {
    expect(pickerPhase(initialPickerState, chosen)).toBe('display');
    expect(pickerPhase(initialPickerState, { hasValue: false })).toBe('display');
    expect(pickerPhase(initialPickerState, { hasValue: false, rawText: '   ' })).toBe('display');
  });

  it('rests in unrecognised with a raw text and no value, or when told it is not recognised', () => {
    expect(pickerPhase(initialPickerState, unread)).toBe('unrecognised');
    expect(pickerPhase(initialPickerState, { hasValue: true, recognised: false, rawText: 'x' })).toBe(
      'unrecognised',
    );
    expect(pickerPhase(initialPickerState, { hasValue: false, recognised: true, rawText: 'x' })).toBe(
      'display',
    );
  });

  it('Fix (edit) opens editing, picking goes back to resting', () => {
    const editing = run([{ type: 'edit' }]);
    expect(pickerPhase(editing, unread)).toBe('editing');
    expect(pickerPhase(run([{ type: 'picked' }], editing), chosen)).toBe('display');
  });

  it('cancel returns to the resting phase the props say', () => {
    const state = run([{ type: 'edit' }, { type: 'cancel' }]);
    expect(pickerPhase(state, unread)).toBe('unrecognised');
    expect(pickerPhase(state, chosen)).toBe('display');
  });

  it('quick-create: editing -> creating while saving -> display when saved', () => {
    const open = run([{ type: 'edit' }, { type: 'openCreate', name: 'Acme' }]);
    expect(open).toEqual({ activity: 'editing', createDraft: 'Acme' });
    const saving = run([{ type: 'saveStarted' }], open);
    expect(pickerPhase(saving, unread)).toBe('creating');
    expect(pickerPhase(run([{ type: 'saved' }], saving), chosen)).toBe('display');
  });

  it('a failed save goes back to editing with the popover still open', () => {
    const state = run([
      { type: 'edit' },
      { type: 'openCreate', name: 'Acme' },
      { type: 'saveStarted' },
      { type: 'saveFailed' },
    ]);
    expect(state).toEqual({ activity: 'editing', createDraft: 'Acme' });
  });

  it('focus leaving the list for the popover is not a cancel; closing the popover returns to the list', () => {
    const open = run([{ type: 'edit' }, { type: 'openCreate', name: '' }, { type: 'cancel' }]);
    expect(open.createDraft).toBe('');
    expect(run([{ type: 'closeCreate' }], open)).toEqual({ activity: 'editing', createDraft: null });
  });

  it('a field picker (always showing its list) can open the popover from rest', () => {
    expect(run([{ type: 'openCreate', name: 'New' }])).toEqual({ activity: 'editing', createDraft: 'New' });
  });

  it('nothing interrupts a save in flight', () => {
    const saving = run([{ type: 'openCreate', name: 'A' }, { type: 'saveStarted' }]);
    for (const event of [
      { type: 'cancel' },
      { type: 'picked' },
      { type: 'edit' },
      { type: 'openCreate', name: 'B' },
      { type: 'closeCreate' },
    ] as const) {
      expect(pickerReducer(saving, event)).toBe(saving);
    }
  });

  it('ignores events that do not apply', () => {
    expect(pickerReducer(initialPickerState, { type: 'saveStarted' })).toBe(initialPickerState);
    expect(pickerReducer(initialPickerState, { type: 'saved' })).toBe(initialPickerState);
    expect(pickerReducer(initialPickerState, { type: 'saveFailed' })).toBe(initialPickerState);
    expect(pickerReducer(initialPickerState, { type: 'closeCreate' })).toBe(initialPickerState);
    const editing = run([{ type: 'edit' }]);
    expect(pickerReducer(editing, { type: 'edit' })).toBe(editing);
    expect(pickerReducer(editing, { type: 'saveStarted' })).toBe(editing);
  });
});
