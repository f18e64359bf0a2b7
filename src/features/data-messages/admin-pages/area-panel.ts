import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useAreaPanel } from '@/data';
import { useMessageText } from '@/ui';

// The panel's name in page titles ("Fee Details · Student Panel · ...") comes from src/data's
// useAreaPanel in English; declared here so the title is in the reader's language.
export const areaPanelNames: readonly MessageDescriptor[] = [
  msg({ id: 'Student Panel', message: 'Student Panel' }),
  msg({ id: 'School Panel', message: 'School Panel' }),
  msg({ id: 'Parent Panel', message: 'Parent Panel' }),
];

/** "Student Panel" (or the parent's or school's) in the reader's language. */
export function useAreaPanelName(): string {
  return useMessageText()(useAreaPanel());
}
