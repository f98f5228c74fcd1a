import type { z } from 'zod';
import { FormTextField } from '../form-fields/form-text-field.tsx';
import { QuickCreateShell, type QuickCreateFormProps } from './quick-create-shell.tsx';
import { useQuickCreateForm } from './use-quick-create-form.ts';

interface NameQuickCreateProps<T> extends QuickCreateFormProps<T> {
  /** 'New customer': heading and the form's accessible name. */
  title: string;
  nameLabel: string;
  /** The API's own rules for the name. */
  schema: z.ZodType<{ name: string }, { name: string }>;
  /** The quick-create mutation, which takes the name alone. */
  create: { mutateAsync: (name: string) => Promise<T>; isPending: boolean };
  /** Shown when the API gives no reason of its own. */
  failedMessage: string;
}

/** A quick-create popover that asks for a name only; the rest is filled in on the entity's own screen. */
export function NameQuickCreate<T>({
  title,
  nameLabel,
  schema,
  create,
  failedMessage,
  initialName,
  onCancel,
  ...callbacks
}: NameQuickCreateProps<T>) {
  const form = useQuickCreateForm({
    ...callbacks,
    schema,
    defaultValues: { name: initialName },
    create: ({ name }) => create.mutateAsync(name),
    failedMessage,
  });

  return (
    <QuickCreateShell
      title={title}
      onSubmit={form.onSubmit}
      onCancel={onCancel}
      saving={create.isPending}
      canSave={form.isValid}
      failure={form.failure}
    >
      <FormTextField control={form.control} name="name" label={nameLabel} required autoFocus size="small" />
    </QuickCreateShell>
  );
}
