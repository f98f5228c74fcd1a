import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { failureText } from '../../lib/failure-text.ts';
import type { QuickCreateFormProps } from './quick-create-shell.tsx';

interface QuickCreateFormOptions<Values extends FieldValues, Saved> extends Pick<
  QuickCreateFormProps<Saved>,
  'onSaveStarted' | 'onSaveFailed' | 'onSaved'
> {
  /** The popover's fields, validated with the API's own schema. */
  schema: z.ZodType<Values, Values>;
  defaultValues: DefaultValues<Values>;
  /** Creates the record from the valid fields. */
  create: (values: Values) => Promise<Saved>;
  /** Shown when the API gives no reason of its own. */
  failedMessage: string;
}

/**
 * The form behind a quick-create popover: validates once a field is left, tells the picker a save
 * started, hands it the new record, or keeps the popover open with why it failed. Returns the
 * form's control and what QuickCreateShell needs besides its title, Cancel and saving state.
 */
export function useQuickCreateForm<Values extends FieldValues, Saved>({
  schema,
  defaultValues,
  create,
  failedMessage,
  onSaveStarted,
  onSaveFailed,
  onSaved,
}: QuickCreateFormOptions<Values, Saved>) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
  });

  const save = handleSubmit(async (values) => {
    setFailure(null);
    onSaveStarted();
    try {
      onSaved(await create(values));
    } catch (error) {
      setFailure(failureText(error, failedMessage));
      onSaveFailed();
    }
  });

  return { control, isValid, failure, onSubmit: (event: FormEvent<HTMLFormElement>) => void save(event) };
}
