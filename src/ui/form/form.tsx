import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  useFormState,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useHydrated } from '../use-hydrated';
import styles from './form.module.css';
import { cn } from '../cn';
import { useMessageText } from './message-text';

export type FormProps<TInput extends FieldValues, TOutput> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> & {
  /** The object `useForm({ resolver: zodResolver(schema), defaultValues })` returned. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called with the schema's parsed output, only when every field is valid. */
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: SubmitErrorHandler<TInput>;
};

/**
 * The one form pattern: react-hook-form state shared through context, the schema's messages
 * instead of the browser's (noValidate), and on a failed submit the first invalid field takes
 * focus (react-hook-form's shouldFocusError) while every typed value stays.
 */
export function Form<TInput extends FieldValues, TOutput = TInput>({
  form,
  onSubmit,
  onInvalid,
  className,
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  // A prerendered form is disabled until the page is hydrated: before that, submitting would send
  // it natively, to the page's own URL (password and all), and a value typed would be reset.
  const hydrated = useHydrated();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={cn(styles.form, className)}
        onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
        {...props}
      >
        <fieldset disabled={!hydrated} role="presentation" className={styles.controls}>
          {children}
        </fieldset>
      </form>
    </FormProvider>
  );
}

/** The row of buttons at the end of a form; wraps on narrow screens. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/**
 * The form-level error, e.g. "Something went wrong. Please try again.": set it with
 * `form.setError('root', { message })`. react-hook-form clears it on the next submit.
 */
export function FormError() {
  const { errors } = useFormState();
  const message = errors.root?.message;
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <div role="alert" className={styles.formError}>
      {messageText(message)}
    </div>
  );
}
