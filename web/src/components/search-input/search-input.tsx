import { Clear as ClearIcon, Search as SearchIcon } from '../icons.tsx';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The search currently applied (e.g. from the URL); the box starts with it. */
  value: string;
  onSearch: (term: string) => void;
  placeholder: string;
  debounceMs?: number;
  /** Accessible name; defaults to the placeholder. */
  label?: string;
  /** Lets a screen apply what is typed at once, when another filter changes (see flush). */
  ref?: Ref<SearchInputHandle>;
}

export interface SearchInputHandle {
  /**
   * Cancels the pending debounced emission and answers the trimmed text in the box. A screen
   * calls it when a tab or checkbox changes, and applies the text with that change, so the
   * late search cannot fire afterwards with the filters it saw before the click.
   */
  flush: () => string;
}

/**
 * The spec's search box: emits after a pause in typing (300 ms, pickers 400 ms), at once on
 * Enter, and Escape clears it. Emits the trimmed term; the caller resets paging to page 1.
 */
export function SearchInput({
  value,
  onSearch,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
  label,
  ref,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastEmitted = useRef(value.trim());

  const emit = (term: string) => {
    clearTimeout(timer.current);
    const trimmed = term.trim();
    if (trimmed === lastEmitted.current) return;
    lastEmitted.current = trimmed;
    onSearch(trimmed);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // The applied search can change from outside (sidebar link, browser Back): follow it.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    // Our own emission coming back keeps what is typed (a trailing space, say).
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    lastEmitted.current = value.trim();
  }, [value]);

  useImperativeHandle(ref, () => ({
    flush: () => {
      clearTimeout(timer.current);
      lastEmitted.current = text.trim();
      return lastEmitted.current;
    },
  }));

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => emit(next), debounceMs);
  };

  const clear = () => {
    setText('');
    emit('');
  };

  return (
    <TextField
      value={text}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          emit(text);
        } else if (e.key === 'Escape') {
          clear();
        }
      }}
      placeholder={placeholder}
      size="small"
      // type="text" with the searchbox role: one clear button (ours), not the browser's own
      // cancel button of type="search" as well; the phone keyboard still offers Search.
      type="text"
      slotProps={{
        htmlInput: {
          'aria-label': label ?? placeholder,
          role: 'searchbox',
          inputMode: 'search',
          enterKeyHint: 'search',
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label="Clear search" onClick={clear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
      sx={{ maxWidth: 420 }}
    />
  );
}
