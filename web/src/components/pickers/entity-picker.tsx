import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { PICKER_DEBOUNCE_MS } from '../../lib/reference-data/query-keys.ts';
import { PickerAutocomplete } from './picker-autocomplete.tsx';
import {
  buildPickerItems,
  itemLabel,
  valueItem,
  type PickerItem,
  type PickerOption,
} from './picker-items.ts';
import { initialPickerState, pickerPhase, pickerReducer } from './picker-phase.ts';
import { PickerDisplay, PickerUnrecognised } from './picker-resting.tsx';
import type { QuickCreateFormProps } from './quick-create-shell.tsx';

/** The props every concrete picker (material, supplier, customer) passes on from its caller. */
export interface PickerCommonProps {
  /** The chosen record as {id, name}; null when none. */
  value: PickerOption | null;
  /** The text as read from a document, shown when the value is unrecognised. */
  rawText?: string | null;
  /** Defaults to `value !== null`; false (with a raw text) shows the unrecognised phase. */
  recognised?: boolean;
  /**
   * 'inline' (row editors): shows the name with a pencil, the list only while editing.
   * 'field' (forms): always a labelled searchable box.
   */
  variant?: 'inline' | 'field';
  /** Offer 'None' (an optional field): choosing it calls onChange(null). */
  allowNone?: boolean;
  disabled?: boolean;
  label?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

export interface EntityPickerProps<T extends PickerOption> extends PickerCommonProps {
  onChange: (record: T | null) => void;
  /** 'supplier' in 'Change supplier', 'Unrecognised supplier'. */
  noun: string;
  /** 'suppliers' in 'No suppliers found'. */
  plural: string;
  label: string;
  /** The first page of matches for the current search, and how many match in all. */
  records: readonly T[];
  total: number;
  loading: boolean;
  loadError: string | null;
  /** The search term, after the 400 ms pause. */
  onSearch: (term: string) => void;
  /** Whether the list is open (the caller loads options only then). */
  onActiveChange: (active: boolean) => void;
  /** '+ New supplier'; with renderCreateForm, offered at the end of the list. */
  createLabel?: string;
  renderCreateForm?: (props: QuickCreateFormProps<T>) => ReactNode;
  /** A second line under each option (type and unit of a material, say). */
  describe?: (record: T) => string | undefined;
}

/**
 * A controlled picker with the phases of spec 000 section 4: display, editing, creating and
 * unrecognised (picker-phase.ts). The concrete pickers supply the data; this owns the phase,
 * the debounced search term and the quick-create popover.
 */
export function EntityPicker<T extends PickerOption>(props: EntityPickerProps<T>) {
  const { value, onChange, rawText, recognised, noun, label, onSearch, onActiveChange, renderCreateForm } =
    props;
  const variant = props.variant ?? 'inline';
  const allowNone = props.allowNone ?? false;
  const disabled = props.disabled ?? false;
  const createLabel = props.createLabel ?? '';
  const canCreate = Boolean(renderCreateForm && createLabel);

  const [state, dispatch] = useReducer(pickerReducer, initialPickerState);
  const [term, setTerm] = useState('');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const phase = pickerPhase(state, { hasValue: value !== null, recognised, rawText });

  const search = (next: string, immediate: boolean) => {
    clearTimeout(timer.current);
    const apply = () => {
      setTerm(next);
      onSearch(next);
    };
    if (immediate) apply();
    else timer.current = setTimeout(apply, PICKER_DEBOUNCE_MS);
  };

  const stopEditing = (event: 'picked' | 'cancel') => {
    dispatch({ type: event });
    onActiveChange(false);
  };

  const pick = (item: PickerItem<T>, typed: string) => {
    if (item.kind === 'create') {
      dispatch({ type: 'openCreate', name: typed.trim() });
      return;
    }
    if (item.kind === 'notice') return;
    stopEditing('picked');
    if (item.kind === 'none') onChange(null);
    else if (item.record) onChange(item.record);
  };

  const fixText = rawText?.trim() ?? '';
  // The list compares its value by identity and resets the typed text when it changes, so the
  // value item must stay the same object while the chosen record does.
  const valueId = value?.id;
  const valueName = value?.name;
  const current = useMemo(
    () =>
      valueItem<T>(
        valueId !== undefined && valueName !== undefined ? { id: valueId, name: valueName } : null,
        allowNone,
      ),
    [valueId, valueName, allowNone],
  );
  // Fixing an unrecognised value starts the search from the text as read.
  const initialInput =
    phase === 'editing' && !value && fixText ? fixText : current ? itemLabel(current, createLabel) : '';

  const showList =
    variant === 'field' ? phase !== 'unrecognised' : phase === 'editing' || phase === 'creating';

  return (
    <Box ref={setAnchor} data-picker-phase={phase} sx={{ width: '100%', minWidth: 0 }}>
      {phase === 'unrecognised' ? (
        <PickerUnrecognised
          noun={noun}
          rawText={fixText}
          disabled={disabled}
          onFix={() => {
            dispatch({ type: 'edit' });
            search(fixText, true);
          }}
        />
      ) : null}
      {phase === 'display' && variant === 'inline' ? (
        <PickerDisplay
          noun={noun}
          value={value}
          disabled={disabled}
          onEdit={() => dispatch({ type: 'edit' })}
        />
      ) : null}
      {showList ? (
        <PickerAutocomplete<T>
          label={label}
          items={buildPickerItems({
            records: props.records,
            total: props.total,
            term,
            loading: props.loading,
            loadError: props.loadError,
            allowNone,
            canCreate,
            plural: props.plural,
          })}
          value={current}
          loading={props.loading}
          createLabel={createLabel}
          describe={props.describe}
          initialInput={initialInput}
          autoFocus={variant === 'inline'}
          disabled={disabled || phase === 'creating'}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
          onTerm={search}
          onOpenChange={onActiveChange}
          onPick={pick}
          onDismiss={() => {
            if (variant === 'inline') stopEditing('cancel');
          }}
        />
      ) : null}
      <Popover
        open={state.createDraft !== null && anchor !== null}
        anchorEl={anchor}
        onClose={() => dispatch({ type: 'closeCreate' })}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        // Never wider than a phone's screen.
        slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } }}
      >
        {state.createDraft !== null && renderCreateForm
          ? renderCreateForm({
              initialName: state.createDraft,
              onSaveStarted: () => dispatch({ type: 'saveStarted' }),
              onSaveFailed: () => dispatch({ type: 'saveFailed' }),
              onSaved: (record) => {
                dispatch({ type: 'saved' });
                onActiveChange(false);
                onChange(record);
              },
              onCancel: () => dispatch({ type: 'closeCreate' }),
            })
          : null}
      </Popover>
    </Box>
  );
}
