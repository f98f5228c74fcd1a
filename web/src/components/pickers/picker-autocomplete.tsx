import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { itemLabel, sameItem, type PickerItem, type PickerOption } from './picker-items.ts';

export interface PickerAutocompleteProps<T extends PickerOption> {
  label: string;
  items: PickerItem<T>[];
  value: PickerItem<T> | null;
  loading: boolean;
  createLabel: string;
  describe?: (record: T) => string | undefined;
  /** The text the box starts with (the current name, or an unrecognised raw text). */
  initialInput: string;
  /** Inline pickers open focused with the list showing. */
  autoFocus: boolean;
  disabled: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Typed text (debounced by the caller unless `immediate`). */
  onTerm: (term: string, immediate: boolean) => void;
  onOpenChange: (open: boolean) => void;
  onPick: (item: PickerItem<T>, typed: string) => void;
  /** Escape, or focus leaving the box (inline pickers go back to display). */
  onDismiss: () => void;
}

const optionKey = <T extends PickerOption>(item: PickerItem<T>): string =>
  item.kind === 'option' ? `option-${item.id}` : item.kind === 'notice' ? `notice-${item.text}` : item.kind;

/** The editing phase: a searchable list served by the caller (the server filters, not MUI). */
export function PickerAutocomplete<T extends PickerOption>(props: PickerAutocompleteProps<T>) {
  const {
    label,
    items,
    value,
    loading,
    createLabel,
    describe,
    autoFocus,
    disabled,
    onTerm,
    onOpenChange,
    onPick,
    onDismiss,
  } = props;
  const [input, setInput] = useState(props.initialInput);
  const [open, setOpen] = useState(false);

  // The chosen value may not be among this search's matches; MUI wants it among the options
  // (it warns otherwise), so it is passed along and filtered out of what the list shows.
  const hiddenValue = value && !items.some((item) => sameItem(item, value)) ? value : null;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };

  return (
    <Autocomplete<PickerItem<T>, false, boolean, false>
      open={open}
      onOpen={() => changeOpen(true)}
      onClose={(_event, reason) => {
        changeOpen(false);
        if (reason === 'escape') onDismiss();
      }}
      openOnFocus
      disableClearable
      // An inline picker opened by Fix keeps the raw text in the box rather than clearing it
      // for having no value yet (focus leaving it ends the editing anyway).
      clearOnBlur={!autoFocus}
      disabled={disabled}
      options={hiddenValue ? [...items, hiddenValue] : items}
      value={value}
      onChange={(_event, item) => {
        if (item) onPick(item, input);
      }}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        // Choosing '+ New ...' opens the popover; the box keeps what was typed.
        if (reason !== 'input' && text === createLabel) return;
        setInput(text);
        if (reason === 'input') onTerm(text.trim(), false);
        else onTerm('', true);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onDismiss();
      }}
      filterOptions={(all) => (hiddenValue ? all.filter((item) => item !== hiddenValue) : all)}
      getOptionLabel={(item) => itemLabel(item, createLabel)}
      getOptionDisabled={(item) => item.kind === 'notice'}
      isOptionEqualToValue={sameItem}
      loading={loading}
      renderOption={(optionProps, item) => {
        const { key: _key, ...rest } = optionProps;
        const name = itemLabel(item, createLabel);
        if (item.kind === 'create') {
          return (
            <Box
              component="li"
              key={optionKey(item)}
              {...rest}
              sx={{ borderTop: 1, borderColor: 'divider', color: 'primary.main', fontWeight: 600 }}
            >
              {name}
            </Box>
          );
        }
        if (item.kind === 'notice') {
          return (
            <Box component="li" key={optionKey(item)} {...rest} sx={{ fontSize: 13, fontStyle: 'italic' }}>
              {name}
            </Box>
          );
        }
        const secondary = item.kind === 'option' && item.record ? describe?.(item.record) : undefined;
        return (
          <Box
            component="li"
            key={optionKey(item)}
            {...rest}
            sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
          >
            <Typography variant="body2" sx={item.kind === 'none' ? { fontStyle: 'italic' } : undefined}>
              {name}
            </Typography>
            {secondary ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {secondary}
              </Typography>
            ) : null}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
          size={autoFocus ? 'small' : 'medium'}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && open ? (
                    <CircularProgress color="inherit" size={18} aria-label="Loading" />
                  ) : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
      // The picker takes its place's width and never more: a form's column or a row's cell
      // (240 px pickers used to spill over the next field).
      sx={{ width: '100%', minWidth: 0 }}
    />
  );
}
