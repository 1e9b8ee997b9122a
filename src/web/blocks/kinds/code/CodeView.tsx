import { useMemo, useRef } from 'react';
import type { BlockViewProps } from '../../editorProps';
import { useSay } from '../../LearnerWords';
import { CopyButton } from './CopyButton';
import { highlighted } from './highlight';
import { LANGUAGE_NAMES } from './languages';

/**
 * Code as written (never translated: translate="no"), highlighted in the theme's code colours, in
 * a region that scrolls sideways by keyboard too, with a Copy button and its caption.
 */
export default function CodeView({ block }: BlockViewProps<'CodeBlockComponent'>) {
  const { code, language, caption } = block.data;
  const say = useSay();
  const source = useRef<HTMLElement>(null);
  const html = useMemo(
    () => (language === 'plaintext' ? null : { __html: highlighted(code, language) }),
    [code, language],
  );
  const name = language === 'plaintext' ? say('code.plain') : say('code.label', { language: LANGUAGE_NAMES[language] });
  return (
    <figure className="kind-code">
      <div className="kind-code__bar">
        {language !== 'plaintext' && (
          <span className="kind-code__language" aria-hidden="true">
            {LANGUAGE_NAMES[language]}
          </span>
        )}
        <CopyButton code={code} source={source} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region wider than the screen scrolls by keyboard too (WCAG 2.1.1) */}
      <pre className="kind-code__scroll" tabIndex={0} role="region" aria-label={name}>
        <code
          ref={source}
          className="kind-code__code"
          translate="no"
          dir="ltr"
          {...(html ? { dangerouslySetInnerHTML: html } : { children: code })}
        />
      </pre>
      {caption && <figcaption className="kind-code__caption">{caption}</figcaption>}
    </figure>
  );
}
