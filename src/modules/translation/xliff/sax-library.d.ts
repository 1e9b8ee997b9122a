/** The part of the untyped `sax` package (v1) that Tessera uses. */
declare module 'sax' {
  export type Tag = { name: string; attributes: Record<string, string> };
  export type SAXParser = {
    onopentag: (tag: Tag) => void;
    onclosetag: (name: string) => void;
    ontext: (text: string) => void;
    oncdata: (text: string) => void;
    onerror: (error: Error) => void;
    write(xml: string): SAXParser;
    close(): SAXParser;
  };
  const sax: { parser(strict: boolean, options?: { position?: boolean; strictEntities?: boolean }): SAXParser };
  export default sax;
}
