import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styles from './tabs.module.css';
import { cn } from './cn';

export type TabItem = {
  /** Stable key, e.g. the URL segment or `?tab=` value the feature binds it to. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  /** Accessible name of the tab list, e.g. "STSE management". */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab (controlled). Bind it to the URL in the feature; ui knows no routes. */
  value?: string;
  /** The first selection when uncontrolled; defaults to the first tab. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

/** Tabs with arrow-key navigation; selection follows focus as the WAI-ARIA tabs pattern allows. */
export function Tabs({ label, tabs, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <TabsPrimitive.Root
      className={cn(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={onValueChange}
    >
      <TabsPrimitive.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className={styles.trigger}
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
