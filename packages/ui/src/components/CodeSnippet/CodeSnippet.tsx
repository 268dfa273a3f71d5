import { useState } from 'react';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './CodeSnippet.css.ts';
import { CODE_SNIPPET_TEXTS } from './code-snippet-texts.ts';

export interface CodeSnippetProps {
  /** Names the snippet, shown above it. */
  label: string;
  /** The text to show and copy, as is. */
  code: string;
}

/**
 * A labelled piece of code for someone to paste elsewhere (an embed snippet, a link): it wraps at
 * any width, and a Copy button puts it on the clipboard and says so.
 */
export function CodeSnippet({ label, code }: CodeSnippetProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  const texts = useUiTexts(CODE_SNIPPET_TEXTS);
  const copyText = copied === 'yes' ? texts.copied : texts.copy;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={styles.snippet}>
      <div className={styles.header}>
        <span className={styles.label}>{label}</span>
        {/* Named with the snippet's label: a page may hold several snippets. */}
        <Button variant="secondary" size="small" aria-label={`${copyText}: ${label}`} onPress={copy}>
          {copyText}
        </Button>
      </div>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
      <span role="status" className={styles.label}>
        {copied === 'failed' ? texts.copyRefused : ''}
      </span>
    </div>
  );
}
