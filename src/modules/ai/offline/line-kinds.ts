/** What a line of plain text is by its look: a markdown heading, or a list item. */
export const MARKDOWN_HEADING = /^(#{1,6})\s+(.+?)(?:\s+#+)?$/;
export const BULLET = /^(?:[-*+•]|\d+[.)])\s+/;
