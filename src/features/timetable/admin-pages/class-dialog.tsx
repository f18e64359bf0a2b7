import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DataValidationError, describeError } from '@/data';
import { FormModal, useToast } from '@/ui';

/** A refused field the form does not have, and the field its message goes beside instead. */
export type BesideInstead = Readonly<Record<string, string>>;

/**
 * A refusal beside its field (a clash beside Faculty, Room or Start time), else above the form.
 * A field the form lacks (Faculty, in Move Class) is shown beside the one `instead` names.
 */
export function showRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
  instead: BesideInstead = {},
) {
  const values = form.getValues();
  const beside =
    error instanceof DataValidationError
      ? error.issues
          .map((issue) => ({ ...issue, path: instead[issue.path] ?? issue.path }))
          .filter((issue) => Object.hasOwn(values, issue.path))
      : [];
  if (beside.length === 0) {
    form.setError('root', { message: describeError(error) });
    return;
  }
  beside.forEach((issue, index) =>
    form.setError(
      issue.path as FieldPath<T>,
      { message: issue.message },
      { shouldFocus: index === 0 },
    ),
  );
}

export type ClassDialogProps<Input extends FieldValues, Output> = {
  title: string;
  trigger: ReactElement;
  schema: z.ZodType<Output, Input>;
  /** What the form shows each time it opens. */
  initial: DefaultValues<Input>;
  /** Saves the form; says what was done, for the toast. */
  save: (values: Output) => Promise<string>;
  submitLabel: string;
  busyLabel: string;
  instead?: BesideInstead;
  children: ReactNode;
};

/**
 * The timetable's dialogs (Add Class, Extra Class, Move Class, Cancel Class): the form reset
 * each time it opens, saved, closed with a toast, or kept open with the refusal beside its field
 * and every typed value left in place.
 */
export function ClassDialog<Input extends FieldValues, Output>({
  title,
  trigger,
  schema,
  initial,
  save,
  submitLabel,
  busyLabel,
  instead,
  children,
}: ClassDialogProps<Input, Output>) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  async function submit(values: Output) {
    try {
      const done = await save(values);
      setOpen(false);
      toast.show({ message: done, tone: 'success' });
    } catch (error) {
      showRefusal(form, error, instead);
    }
  }
  return (
    <FormModal
      title={title}
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(initial);
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      {children}
    </FormModal>
  );
}
