/** The part of the untyped `xliff` package (v6) that Tessera uses. */
declare module 'xliff' {
  export type InlineValue = string | InlineElement | Array<string | InlineElement>;
  export type InlineElement = Record<string, Record<string, unknown>>;
  export type LibraryUnit = {
    source: InlineValue;
    target?: InlineValue;
    note?: string;
    additionalAttributes?: Record<string, string>;
  };
  export type LibraryDocument = {
    sourceLanguage: string;
    targetLanguage: string;
    resources: Record<string, Record<string, LibraryUnit>>;
  };
  type Writer = (
    doc: LibraryDocument,
    options: { indent: string },
    done: (error: Error | null, xml: string) => void,
  ) => unknown;
  export const js2xliff: Writer;
  export const jsToXliff12: Writer;
  export function makeInlineElement(
    type: string,
    attributes: Record<string, string>,
    contents?: InlineValue,
  ): InlineElement;
  export const ElementTypes: { Standalone: string; GenericSpan: string };
}
