import type { Key, ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  label: string;
  tabs: readonly TabItem[];
  selectedKey?: string;
  onSelectionChange?: (key: string) => void;
}

/** Tabs: arrow keys move between them, the panel follows. */
export function Tabs({ label, tabs, selectedKey, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      {...(selectedKey ? { selectedKey } : {})}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <TabList aria-label={label} className={styles.tabList}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={styles.tab}>
            {tab.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
