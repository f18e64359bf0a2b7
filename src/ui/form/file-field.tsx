import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from './field-shared';
import { FormField } from './form-field';
import styles from './form.module.css';

export type FileFieldProps<T extends FieldValues = FieldValues> = FieldBaseProps<T> & {
  /** Accepted types as for <input accept>, e.g. ".pdf,application/pdf". */
  accept?: string;
  /** Largest allowed file in bytes. */
  maxBytes?: number;
  /** Shown for a file of another type; derived from `accept` if omitted ("Choose a PDF file."). */
  typeMessage?: string;
  /** Shown for a file over maxBytes; derived if omitted ("The file is larger than 10 MB."). */
  sizeMessage?: string;
};

/**
 * One file, stored in the form value as a File (undefined while none is chosen). A file of the
 * wrong type or size is refused on the spot: the message shows beside the field and the value
 * stays empty, since the picker's own filter is easy to switch off.
 */
export function FileField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  required,
  disabled,
  className,
  accept,
  maxBytes,
  typeMessage,
  sizeMessage,
}: FileFieldProps<T>) {
  const { setError, clearErrors, setValue } = useFormContext<T>();
  const { field } = useController<T>({ name, disabled });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const value: unknown = field.value;
  const hasFile = value instanceof File;
  const { t } = useLingui();

  /** The message for a refused file: the caller's, else one said from the rule. */
  function describeProblem(problem: FileProblem): string {
    if (problem.kind === 'size') {
      if (sizeMessage !== undefined) return sizeMessage;
      const size = formatBytes(problem.maxBytes);
      return t`The file is larger than ${size}.`;
    }
    if (typeMessage !== undefined) return typeMessage;
    const kinds = [...problem.kinds];
    const last = kinds.pop() ?? '';
    const first = kinds.join(', ');
    const list = kinds.length > 0 ? t`${first} or ${last}` : last;
    const anArticle = article(list);
    // Hindi has no article: its message leaves `anArticle` out.
    return t`Choose ${anArticle} ${list} file.`;
  }

  // A file input cannot be given a value, only cleared: clear it when the form drops the file
  // (after reset(), say), so the picker never shows a name the form no longer holds.
  useEffect(() => {
    if (!hasFile && inputRef.current) inputRef.current.value = '';
  }, [hasFile]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    const problem = file ? fileProblem(file, { accept, maxBytes }) : null;
    if (file && !problem) {
      clearErrors(name);
      field.onChange(file);
      return;
    }
    event.currentTarget.value = '';
    // Set without validating: the resolver would replace the message with its own.
    setValue(name, undefined as T[typeof name], { shouldDirty: true });
    if (problem) setError(name, { type: 'file', message: describeProblem(problem) });
  }

  return (
    <FormField name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          type="file"
          className={styles.file}
          accept={accept}
          {...control}
          name={field.name}
          disabled={field.disabled}
          onBlur={field.onBlur}
          onChange={handleChange}
          ref={(node) => {
            field.ref(node);
            inputRef.current = node;
          }}
        />
      )}
    </FormField>
  );
}

type FileRules = Pick<FileFieldProps, 'accept' | 'maxBytes'>;

/** Why a file is refused: not of the accepted kinds (named for the message), or too large. */
type FileProblem = { kind: 'type'; kinds: string[] } | { kind: 'size'; maxBytes: number };

function fileProblem(file: File, rules: FileRules): FileProblem | null {
  if (rules.accept && !matchesAccept(file, rules.accept)) {
    return { kind: 'type', kinds: [...new Set(acceptTokens(rules.accept).map(kindName))] };
  }
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
    return { kind: 'size', maxBytes: rules.maxBytes };
  }
  return null;
}

function acceptTokens(accept: string): string[] {
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/** The rule <input accept> uses: an extension, an exact MIME type, or a "type/*" family. */
function matchesAccept(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptTokens(accept).some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** ".pdf" and "application/pdf" are a PDF; "image/*" is an image ("Choose an image file."). */
function kindName(token: string): string {
  if (token.startsWith('.')) return token.slice(1).toUpperCase();
  const [family = '', subtype = ''] = token.split('/');
  return subtype === '*' ? family : subtype.toUpperCase();
}

/** "an" before a vowel sound: a word starting with a vowel, or a letter name that does (an SVG). */
function article(phrase: string): 'a' | 'an' {
  const first = phrase.charAt(0);
  const isAcronym = first !== '' && first === first.toUpperCase();
  return (isAcronym ? 'AEFHILMNORSX' : 'aeiou').includes(first) ? 'an' : 'a';
}

function formatBytes(bytes: number): string {
  const units = [
    { unit: 'MB', size: 1024 * 1024 },
    { unit: 'KB', size: 1024 },
  ];
  for (const { unit, size } of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
